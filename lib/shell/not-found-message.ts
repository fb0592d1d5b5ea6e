// The 404 page shows "404", a passed-in message and a button home (spec section 2). Next's notFound()
// takes no message, so the message is kept for the rest of this request (React's per-request cache) and
// app/not-found.tsx reads it back. Pass text already in the user's language.
import { cache } from "react";
import { notFound } from "next/navigation";

const requestStore = cache((): { message: string | null } => ({ message: null }));

export function notFoundWithMessage(message: string): never {
  requestStore().message = message;
  notFound();
}

export function notFoundMessage(): string | null {
  return requestStore().message;
}
