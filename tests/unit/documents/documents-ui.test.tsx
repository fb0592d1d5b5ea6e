// The documents screens' components: the upload dialog (base64 body, validation before sending, server
// errors under the field they name), the visibility picker, and the folder actions.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { mockFetch, renderUi } from "@/tests/support/render-ui";
import { UploadDialog } from "@/components/documents/upload-dialog";
import { VisibilityPicker } from "@/components/documents/visibility-picker";
import { FolderPanel } from "@/components/documents/folder-panel";
import { DocumentsBrowser } from "@/components/documents/documents-browser";
import { readFileAsBase64, visibilityProblem, folderParam } from "@/components/documents/file-utils";
import { ForwardDialog, readForwardEmail } from "@/components/documents/forward-dialog";
import { NotifyDialog, readPeople } from "@/components/documents/file-dialogs";
import { NO_RIGHTS, type DocFile, type FileList, type FolderInfo, type Visibility } from "@/components/documents/types";

const FOLDERS: FolderInfo[] = [
  { name: "General", is_default: true, file_count: 2 },
  { name: "Contracts", is_default: false, file_count: 1 },
];
const TEAMS = [
  { value: 1, label: "Logistics" },
  { value: 2, label: "Sales" },
];

function file(overrides: Partial<DocFile> = {}): DocFile {
  return {
    file_id: 5,
    related_object: "company_wide",
    related_object_id: null,
    related_employee_name: null,
    document_type: "Policy",
    filename: "handbook.pdf",
    file_description: null,
    folder_name: null,
    mime_type: "application/pdf",
    size_bytes: 2048,
    created_at: "2026-11-20T10:00:00Z",
    uploaded_by_name: "Demo Admin",
    is_read: false,
    is_important: false,
    is_visible_for_all_teams: true,
    visible_for_specific_teams: [],
    visible_for_specific_segment: null,
    can_edit: true,
    preview_url: "/api/files/5/download?intention=preview",
    download_url: "/api/files/5/download?intention=download",
    ...overrides,
  };
}

function pickFile(content = "%PDF-1.4 hello", name = "contract.pdf", type = "application/pdf") {
  const f = new File([content], name, { type });
  fireEvent.change(screen.getByLabelText("File"), { target: { files: [f] } });
  return f;
}

afterEach(() => jest.restoreAllMocks());

describe("helpers", () => {
  it("reads a file as plain base64 without the data: prefix", async () => {
    await expect(readFileAsBase64(new File(["hello"], "a.txt", { type: "text/plain" }))).resolves.toBe(
      Buffer.from("hello").toString("base64"),
    );
  });
  it("knows which visibilities are incomplete", () => {
    expect(
      visibilityProblem({
        is_visible_for_all_teams: true,
        visible_for_specific_teams: [],
        visible_for_specific_segment: null,
      }),
    ).toBeNull();
    expect(
      visibilityProblem({
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [],
        visible_for_specific_segment: null,
      }),
    ).toBe("teams");
    expect(
      visibilityProblem({
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [],
        visible_for_specific_segment: "",
      }),
    ).toBe("segment");
    expect(
      visibilityProblem({
        is_visible_for_all_teams: false,
        visible_for_specific_teams: [2],
        visible_for_specific_segment: null,
      }),
    ).toBeNull();
  });
  it("sends the default folder as null", () => {
    expect(folderParam("General", FOLDERS)).toBeNull();
    expect(folderParam("Contracts", FOLDERS)).toBe("Contracts");
  });
  it("reads the forward address and the people to notify in their likely shapes", () => {
    expect(readForwardEmail({ email: "a@b.test" })).toBe("a@b.test");
    expect(readForwardEmail({ data: { email: "c@d.test" } })).toBe("c@d.test");
    expect(readForwardEmail({ data: null })).toBe("");
    expect(
      readPeople({
        data: [
          { employee_id: 3, name: "Eva", email: "eva@x.test" },
          { employee_id: 4, name: "Jan", email: null },
          { nope: 1 },
        ],
      }),
    ).toEqual([
      { employee_id: 3, name: "Eva", email: "eva@x.test" },
      { employee_id: 4, name: "Jan", email: null },
    ]);
  });
});

describe("UploadDialog", () => {
  const base = {
    folders: FOLDERS,
    folder: "Contracts",
    types: [{ value: "Contract", label: "Contract" }],
    teams: TEAMS,
    segments: [],
    onClose: jest.fn(),
  };

  it("posts an employee file as base64 with its fields, into the chosen folder", async () => {
    const { calls } = mockFetch({
      "POST /api/files/upload": { body: file({ filename: "contract.pdf", related_object: "employee" }) },
      "GET /api/files/employee/suggestDocumentTypes": { body: { data: [] } },
    });
    const onUploaded = jest.fn();
    renderUi(
      <UploadDialog {...base} object="employee" objectId={42} canSetVisibility={false} onUploaded={onUploaded} />,
    );
    pickFile("%PDF-1.4 hello");
    expect(screen.getByLabelText("File name")).toHaveValue("contract.pdf");
    fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "Contract" } });
    fireEvent.change(screen.getByLabelText("Description"), { target: { value: "Signed" } });
    fireEvent.click(screen.getByLabelText(/Important document/));
    fireEvent.click(screen.getByTestId("upload-submit"));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    const post = calls.find((c) => c.method === "POST")!;
    expect(post.url).toBe("/api/files/upload");
    expect(post.body).toEqual({
      related_object_id: 42,
      is_important: true,
      document_type: "Contract",
      file_base64: Buffer.from("%PDF-1.4 hello").toString("base64"),
      filename: "contract.pdf",
      file_description: "Signed",
      folder_name: "Contracts",
    });
    expect(screen.queryByTestId("visibility-picker")).not.toBeInTheDocument();
  });

  it("suggests a picked file's name without bidi controls (U+202E before gpj.exe.pdf: it reads as what it is)", async () => {
    const { calls } = mockFetch({
      "POST /api/files/upload": { body: file({ filename: "gpj.exe.pdf" }) },
      "GET /api/files/employee/suggestDocumentTypes": { body: { data: [] } },
    });
    renderUi(
      <UploadDialog {...base} object="employee" objectId={42} canSetVisibility={false} onUploaded={jest.fn()} />,
    );
    pickFile("%PDF-1.4 hello", "\u202egpj.exe.pdf");
    expect(screen.getByLabelText("File name")).toHaveValue("gpj.exe.pdf");
    expect(screen.getByText(/^gpj\.exe\.pdf · /)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "Contract" } });
    fireEvent.click(screen.getByTestId("upload-submit"));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({ filename: "gpj.exe.pdf" });
  });

  it("refuses to send without a file or a type and says which field is missing", async () => {
    const { calls } = mockFetch({});
    renderUi(
      <UploadDialog {...base} object="employee" objectId={42} canSetVisibility={false} onUploaded={jest.fn()} />,
    );
    fireEvent.click(screen.getByTestId("upload-submit"));
    expect(await screen.findByText("Choose a file to upload")).toBeInTheDocument();
    expect(screen.getByLabelText("File")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Document type is required")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("says a file is too large before sending it", async () => {
    const { calls } = mockFetch({});
    renderUi(
      <UploadDialog {...base} object="employee" objectId={42} canSetVisibility={false} onUploaded={jest.fn()} />,
    );
    const big = new File(["x"], "big.pdf", { type: "application/pdf" });
    Object.defineProperty(big, "size", { value: 30 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText("File"), { target: { files: [big] } });
    expect(screen.getByText(/This file is too large/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "Contract" } });
    fireEvent.click(screen.getByTestId("upload-submit"));
    await act(async () => {});
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("shows the server's field message under that field, and a 415 under the file picker", async () => {
    let reply: { status: number; body: unknown } = {
      status: 422,
      body: {
        error: {
          code: "validation",
          message: "Invalid input",
          fields: { document_type: "document_type contains characters that are not allowed" },
        },
      },
    };
    mockFetch({ "POST /api/files/company_files/upload": () => reply });
    renderUi(<UploadDialog {...base} object="company_wide" objectId={0} canSetVisibility onUploaded={jest.fn()} />);
    pickFile("MZ", "tool.exe", "application/x-msdownload");
    fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "Bad<type>" } });
    fireEvent.click(screen.getByTestId("upload-submit"));
    const typeInput = screen.getByLabelText("Document type");
    await waitFor(() => expect(typeInput).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("document_type contains characters that are not allowed")).toBeInTheDocument();

    reply = {
      status: 415,
      body: { error: { code: "unsupported_media_type", message: "This type of file is not accepted", fields: {} } },
    };
    fireEvent.change(typeInput, { target: { value: "Tool" } });
    fireEvent.click(screen.getByTestId("upload-submit"));
    await waitFor(() => expect(screen.getByLabelText("File")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("This type of file is not accepted")).toBeInTheDocument();
  });

  it("sends the visibility of a company file and needs a team when 'specific teams' is chosen", async () => {
    const { calls } = mockFetch({ "POST /api/files/company_files/upload": { body: file() } });
    const onUploaded = jest.fn();
    renderUi(
      <UploadDialog
        {...base}
        folder={null}
        object="company_wide"
        objectId={0}
        canSetVisibility
        onUploaded={onUploaded}
      />,
    );
    pickFile();
    fireEvent.change(screen.getByLabelText("Document type"), { target: { value: "Policy" } });
    fireEvent.click(screen.getByLabelText("Specific teams"));
    fireEvent.click(screen.getByTestId("upload-submit"));
    expect(await screen.findByText("Choose at least one team")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    fireEvent.click(screen.getByLabelText("Sales"));
    fireEvent.click(screen.getByTestId("upload-submit"));
    await waitFor(() => expect(onUploaded).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      folder_name: null,
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [2],
      visible_for_specific_segment: null,
    });
  });
});

describe("VisibilityPicker", () => {
  function Harness({ onChange }: { onChange: (v: Visibility) => void }) {
    const [value, setValue] = useState<Visibility>({
      is_visible_for_all_teams: true,
      visible_for_specific_teams: [],
      visible_for_specific_segment: null,
    });
    return (
      <VisibilityPicker
        value={value}
        onChange={(v) => {
          onChange(v);
          setValue(v);
        }}
        teams={TEAMS}
        segments={[{ value: "managers", label: "Managers" }]}
      />
    );
  }
  it("switches between all teams, chosen teams and a segment", () => {
    const onChange = jest.fn();
    renderUi(<Harness onChange={onChange} />);
    expect(screen.getByLabelText("All teams")).toBeChecked();
    expect(screen.queryByLabelText("Sales")).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("A segment"));
    expect(onChange).toHaveBeenLastCalledWith({
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [],
      visible_for_specific_segment: "",
    });
    fireEvent.change(screen.getByLabelText("Segment"), { target: { value: "managers" } });
    expect(onChange).toHaveBeenLastCalledWith({
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [],
      visible_for_specific_segment: "managers",
    });
    fireEvent.click(screen.getByLabelText("Specific teams"));
    expect(onChange).toHaveBeenLastCalledWith({
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [],
      visible_for_specific_segment: null,
    });
    fireEvent.click(screen.getByLabelText("Logistics"));
    fireEvent.click(screen.getByLabelText("Sales"));
    expect(onChange).toHaveBeenLastCalledWith({
      is_visible_for_all_teams: false,
      visible_for_specific_teams: [1, 2],
      visible_for_specific_segment: null,
    });
    fireEvent.click(screen.getByLabelText("All teams"));
    expect(onChange).toHaveBeenLastCalledWith({
      is_visible_for_all_teams: true,
      visible_for_specific_teams: [],
      visible_for_specific_segment: null,
    });
  });

  it("says which choice is missing", () => {
    renderUi(
      <VisibilityPicker
        value={{ is_visible_for_all_teams: false, visible_for_specific_teams: [], visible_for_specific_segment: null }}
        onChange={jest.fn()}
        teams={TEAMS}
        segments={[]}
        problem="teams"
      />,
    );
    expect(screen.getByText("Choose at least one team")).toBeInTheDocument();
    expect(screen.queryByLabelText("A segment")).not.toBeInTheDocument();
  });
});

describe("FolderPanel", () => {
  const props = { object: "employee" as const, objectId: 42, folders: FOLDERS, selected: null, onSelect: jest.fn() };

  async function openMenu(name: string) {
    const trigger = screen.getByRole("button", { name: `Actions for folder ${name}` });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    return screen.findByRole("menu");
  }

  it("shows the counts and no actions without the folder right", () => {
    renderUi(<FolderPanel {...props} canManage={false} canRenameDefault={false} onChanged={jest.fn()} />);
    expect(screen.getByRole("button", { name: /All files/ })).toHaveAttribute("aria-current", "true");
    expect(screen.getByText("3 files")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New folder" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Actions for folder/ })).not.toBeInTheDocument();
  });

  it("adds a folder for the record", async () => {
    const { calls } = mockFetch({
      "POST /api/files/addFolder": { body: { name: "Payslips", is_default: false, file_count: 0 } },
    });
    const onChanged = jest.fn();
    renderUi(<FolderPanel {...props} canManage canRenameDefault={false} onChanged={onChanged} />);
    fireEvent.click(screen.getByRole("button", { name: "New folder" }));
    const dialog = await screen.findByTestId("folder-dialog");
    fireEvent.change(within(dialog).getByLabelText("Folder name"), { target: { value: "Payslips" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith("Payslips"));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/files/addFolder",
      body: { related_object: "employee", related_object_id: 42, folder_name: "Payslips" },
    });
  });

  it("renames the default folder through its own call, and only with that right", async () => {
    const { calls } = mockFetch({ "POST /api/files/updateDefaultFolderName": { body: {} } });
    const onChanged = jest.fn();
    const { unmount } = renderUi(<FolderPanel {...props} canManage canRenameDefault={false} onChanged={onChanged} />);
    expect(screen.queryByRole("button", { name: "Actions for folder General" })).not.toBeInTheDocument();
    unmount();
    renderUi(<FolderPanel {...props} canManage canRenameDefault onChanged={onChanged} />);
    const menu = await openMenu("General");
    expect(within(menu).queryByText("Delete folder")).not.toBeInTheDocument();
    fireEvent.click(within(menu).getByText("Rename"));
    const dialog = await screen.findByTestId("folder-dialog");
    fireEvent.change(within(dialog).getByLabelText("Folder name"), { target: { value: "Inbox" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: "/api/files/updateDefaultFolderName", body: { new_folder_name: "Inbox" } });
  });

  it("renames and deletes another folder", async () => {
    const { calls } = mockFetch({
      "POST /api/files/updateFolderName": { body: {} },
      "POST /api/files/deleteFolder": { body: {} },
    });
    const onChanged = jest.fn();
    renderUi(<FolderPanel {...props} selected="Contracts" canManage canRenameDefault={false} onChanged={onChanged} />);
    fireEvent.click(within(await openMenu("Contracts")).getByText("Rename"));
    let dialog = await screen.findByTestId("folder-dialog");
    fireEvent.change(within(dialog).getByLabelText("Folder name"), { target: { value: "Agreements" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith("Agreements"));
    expect(calls[0]!.body).toEqual({
      related_object: "employee",
      related_object_id: 42,
      folder_name: "Contracts",
      new_folder_name: "Agreements",
    });

    fireEvent.click(within(await openMenu("Contracts")).getByText("Delete folder"));
    dialog = await screen.findByTestId("delete-folder-dialog");
    expect(within(dialog).getByText("The 1 file in it moves to the default folder.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onChanged).toHaveBeenLastCalledWith(null));
    expect(calls[1]).toMatchObject({
      url: "/api/files/deleteFolder",
      body: { related_object: "employee", related_object_id: 42, folder_name: "Contracts" },
    });
  });
});

describe("DocumentsBrowser", () => {
  const initial: FileList = { data: [file()], total: 1, page: 1, per_page: 25, folders: FOLDERS };
  it("shows no editing controls to a reader, and marks a file read when previewed", async () => {
    const { calls } = mockFetch({ "GET /api/files/markAsRead": { body: {} } });
    renderUi(
      <DocumentsBrowser
        object="company_wide"
        objectId={0}
        title="Company documents"
        initial={{ ...initial, data: [file({ can_edit: false })] }}
        rights={NO_RIGHTS}
        types={[]}
        teams={TEAMS}
        segments={[]}
      />,
    );
    expect(screen.queryByTestId("upload-button")).not.toBeInTheDocument();
    expect(screen.queryByTestId("forward-button")).not.toBeInTheDocument();
    expect(screen.getByTestId("unread-marker")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Preview handbook.pdf" }));
    expect(await screen.findByTestId("preview-frame")).toHaveAttribute(
      "src",
      "/api/files/5/download?intention=preview",
    );
    expect(calls.some((c) => c.url === "/api/files/markAsRead?file_id=5")).toBe(true);
    expect(screen.queryByTestId("unread-marker")).not.toBeInTheDocument();
  });

  it("lets an editor delete a file after confirming, and reloads the list", async () => {
    const { calls } = mockFetch({
      "POST /api/files/delete": { body: { ok: true } },
      "GET /api/files/company_wide/0/list": { body: { ...initial, data: [], total: 0 } },
    });
    const rights = { ...NO_RIGHTS, canUpload: true, canSetVisibility: true, canManageFolders: true };
    renderUi(
      <DocumentsBrowser
        object="company_wide"
        objectId={0}
        title="Company documents"
        initial={initial}
        rights={rights}
        types={[]}
        teams={TEAMS}
        segments={[]}
        showVisibility
      />,
    );
    expect(screen.getByTestId("file-row")).toHaveTextContent("All teams");
    const trigger = screen.getByRole("button", { name: "Actions for handbook.pdf" });
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: "mouse" });
    fireEvent.keyDown(trigger, { key: "Enter" });
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Change visibility")).toBeInTheDocument();
    fireEvent.click(within(menu).getByText("Delete"));
    const dialog = await screen.findByTestId("delete-file-dialog");
    fireEvent.click(within(dialog).getByTestId("delete-confirm"));
    await waitFor(() => expect(screen.getByText("There are no files here yet.")).toBeInTheDocument());
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ url: "/api/files/delete", body: { file_id: 5 } });
    expect(calls.some((c) => c.url.startsWith("/api/files/company_wide/0/list?"))).toBe(true);
  });
});

describe("ForwardDialog and NotifyDialog", () => {
  it("shows the forward address, lets an admin change it, and forwards the chosen files", async () => {
    const { calls } = mockFetch({
      "GET /api/files/5/getFileForwardEmail": { body: { file_id: 5, email: "accounting@firm.test" } },
      "POST /api/files/setFileForwardEmail": { body: { email: "archive@firm.test" } },
      "POST /api/inbox/documents/forward": { body: { ok: true, sent_to: "archive@firm.test", file_ids: [5, 6] } },
    });
    const onSent = jest.fn();
    renderUi(<ForwardDialog fileIds={[5, 6]} canSetEmail onClose={jest.fn()} onSent={onSent} />);
    expect(await screen.findByTestId("forward-email")).toHaveTextContent("accounting@firm.test");
    fireEvent.click(screen.getByRole("button", { name: "Change the address" }));
    fireEvent.change(screen.getByLabelText("Forward address"), { target: { value: "archive@firm.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByTestId("forward-email")).toHaveTextContent("archive@firm.test");
    fireEvent.click(screen.getByRole("button", { name: "Forward" }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      ["/api/files/setFileForwardEmail", { email: "archive@firm.test" }],
      ["/api/inbox/documents/forward", { file_ids: [5, 6] }],
    ]);
  });

  it("offers no address change without the right and cannot send without an address", async () => {
    mockFetch({ "GET /api/files/5/getFileForwardEmail": { body: { file_id: 5, email: null } } });
    renderUi(<ForwardDialog fileIds={[5]} canSetEmail={false} onClose={jest.fn()} onSent={jest.fn()} />);
    expect(await screen.findByText("No forward address is set yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change the address" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Forward" })).toBeDisabled();
  });

  it("notifies the chosen people by employee id", async () => {
    const { calls } = mockFetch({
      "GET /api/files/5/getPeopleToNotifyForFile": {
        body: {
          data: [
            { employee_id: 11, name: "Eva Peeters", email: "eva@x.test" },
            { employee_id: 12, name: "Jan Maes", email: "jan@x.test" },
          ],
          total: 2,
        },
      },
      "POST /api/files/notify/background": { body: { queued: 1, job_id: "j1" } },
    });
    const onClose = jest.fn();
    renderUi(<NotifyDialog file={file()} onClose={onClose} />);
    fireEvent.click(await screen.findByLabelText("Jan Maes (jan@x.test)"));
    fireEvent.click(screen.getByRole("button", { name: "Notify" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ file_id: 5, employee_ids: [12] });
    expect(screen.getByText("1 person will be notified")).toBeInTheDocument();
  });
});
