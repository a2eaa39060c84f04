/** Saves text as a file through a blob link (a theme's JSON export). */
export function saveTextFile(name: string, text: string, type = 'application/json'): void {
  const href = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
