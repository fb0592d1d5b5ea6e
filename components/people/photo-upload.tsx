"use client";
// The person's photo and, for those who may edit, an upload (POST /api/employees/photo/upload with the file
// as base64). The size is checked here first so a big file fails at once instead of after the upload.
import { useRef } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useToast } from "@/components/ui/toast";
import { useFormAction } from "@/components/ui/use-form-action";

const MAX_BYTES = 2 * 1024 * 1024;

type Props = { employeeId: number; name: string; photoUrl: string | null; canEdit: boolean; version: string };

export function PhotoUpload({ employeeId, name, photoUrl, canEdit, version }: Props) {
  const t = useTranslations("people");
  const router = useRouter();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { pending, run } = useFormAction();
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");

  async function upload(file: File) {
    if (file.size > MAX_BYTES) {
      toast.show({ title: t("photo.tooLarge"), variant: "error" });
      return;
    }
    const base64 = await readAsBase64(file);
    if (
      (
        await run(() =>
          apiFetch("/api/employees/photo/upload", { body: { employee_id: employeeId, file_base64: base64 } }),
        )
      ).ok
    )
      router.refresh();
  }

  return (
    <div className="flex shrink-0 flex-col items-center gap-1">
      {photoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- an authenticated API image, not a static asset
        <img
          src={`${photoUrl}?v=${encodeURIComponent(version)}`}
          alt={t("photo.alt", { name })}
          width={64}
          height={64}
          className="h-16 w-16 rounded-full object-cover"
          data-testid="person-photo"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-xl font-semibold text-white"
        >
          {initials}
        </span>
      )}
      {canEdit && (
        <>
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="sr-only"
            id={`photo-${employeeId}`}
            aria-describedby={`photo-${employeeId}-hint`}
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void upload(f);
              e.target.value = "";
            }}
          />
          <label
            htmlFor={`photo-${employeeId}`}
            className="cursor-pointer text-xs text-brand-700 underline-offset-2 hover:underline"
          >
            {pending ? t("photo.uploading") : t("photo.upload")}
          </label>
          <span id={`photo-${employeeId}-hint`} className="sr-only">
            {t("photo.hint")}
          </span>
        </>
      )}
    </div>
  );
}

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
