// Unicode bidi controls in file names: "\u202egpj.exe.pdf" shows as "fdp.exe.jpg" and hides the real
// extension. The server refuses such names (documents.types.ts); the upload dialog strips them from the
// name it suggests for a picked file, so the person sees, and sends, the name as it really reads.
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const ALL_BIDI_CONTROLS = new RegExp(BIDI_CONTROLS.source, "g");

export function stripBidiControls(name: string): string {
  return name.replace(ALL_BIDI_CONTROLS, "");
}
