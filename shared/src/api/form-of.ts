/**
 * A multipart body of named fields, for the routes that take files: each value as it is (a file
 * keeps its name), a list as the name repeated (`images`), and the ones left empty (`undefined`,
 * `null`) out.
 */
export function formOf(fields: Record<string, string | Blob | readonly Blob[] | null | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value == null) continue;
    if (Array.isArray(value)) for (const each of value) form.append(name, each);
    else form.append(name, value as string | Blob);
  }
  return form;
}
