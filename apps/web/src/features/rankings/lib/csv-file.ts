// Reading a Search Console CSV chosen in a file input, before it is posted as text/csv.

export const MAX_CSV_BYTES = 5 * 1024 * 1024; // the server's body limit

export class CsvFileError extends Error {}

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', ''];

/** Why a chosen file cannot be imported, or null. */
export function csvFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip')) return 'That is the export zip: open it and choose Queries.csv inside';
  if (!name.endsWith('.csv') && !CSV_TYPES.includes(file.type)) return `${file.name}: choose a .csv file`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_CSV_BYTES) return `${file.name} is larger than 5 MB`;
  return null;
}

const readText = (file: Blob): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result ?? ''));
        reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
        reader.readAsText(file);
      });

/** The file's text (BOM removed); throws CsvFileError with a message for the screen. */
export async function readCsvFile(file: File): Promise<string> {
  const problem = csvFileProblem(file);
  if (problem) throw new CsvFileError(problem);
  let text: string;
  try {
    text = await readText(file);
  } catch {
    throw new CsvFileError(`${file.name} could not be read`);
  }
  text = text.replace(/^\uFEFF/, '');
  if (!text.trim()) throw new CsvFileError(`${file.name} is empty`);
  if (!text.includes(',') && !text.includes('\t') && !text.includes(';')) {
    throw new CsvFileError(`${file.name} does not look like a CSV (no separators found)`);
  }
  return text;
}
