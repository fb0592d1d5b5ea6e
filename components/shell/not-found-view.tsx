// The 404 page's content: "404", the message, and a button back to the home page. Inside the app shell it
// is a section of the shell's <main>; standing alone it is the page's <main>.
// A server component on purpose (issue 18): as a client component it saved ~1 KB of every page's RSC
// payload (Next sends the not-found boundaries' trees with each page) but put next/link's client chunk
// into the sign-in pages' first load (+3.6 kB gzip on /login/confirm-email).
import Link from "next/link";

export function NotFoundView({
  title,
  message,
  homeLabel,
  inShell = false,
}: {
  title: string;
  message: string;
  homeLabel: string;
  inShell?: boolean;
}) {
  const Tag = inShell ? "div" : "main";
  return (
    <Tag
      id={inShell ? undefined : "main"}
      data-testid="not-found"
      className={`flex flex-col items-center justify-center gap-4 px-4 text-center ${inShell ? "min-h-[50vh]" : "min-h-[70vh]"}`}
    >
      <h1 className="text-6xl font-bold text-brand-900">{title}</h1>
      <p className="max-w-md text-slate-700" data-testid="not-found-message">
        {message}
      </p>
      <Link
        href="/"
        className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {homeLabel}
      </Link>
    </Tag>
  );
}
