/** One-time code boxes: digits only, one per box. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** A paste fills the boxes only when it is all digits (spaces ignored); anything else is ignored. */
export function pastedCode(text: string, length: number): string | null {
  const compact = text.replace(/\s/g, '');
  if (!/^\d+$/.test(compact)) return null;
  return compact.slice(0, length);
}
