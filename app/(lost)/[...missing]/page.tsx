// Every URL no other route matches: the 404 (../not-found.tsx) inside this group's frame.
import { notFound } from "next/navigation";

export default function MissingPage(): never {
  notFound();
}
