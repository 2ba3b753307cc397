/** A case-insensitive `like` pattern matching `text` anywhere, with the pattern's own characters escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
}
