/**
 * A multipart body of named fields, for the routes that take files: each value as it is (a file
 * keeps its name), and the ones left empty (`undefined`, `null`) out.
 */
export function formOf(fields: Record<string, string | Blob | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value != null) form.append(name, value);
  return form;
}
