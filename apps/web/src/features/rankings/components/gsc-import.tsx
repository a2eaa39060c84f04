import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { type GscImportResult, useImportGsc } from '../api/import-gsc';
import { CsvFileError, readCsvFile } from '../lib/csv-file';

/** 'Import Search Console CSV': choose the file, read its text, post it; shows what was imported. */
export function GscImportButton({
  websiteId,
  onResult,
}: {
  websiteId: string;
  onResult: (r: GscImportOutcome) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const importGsc = useImportGsc();
  const [reading, setReading] = useState(false);
  const busy = reading || importGsc.isPending;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const csv = await readCsvFile(file);
      setReading(false);
      const result = await importGsc.mutateAsync({ websiteId, csv });
      onResult({ file: file.name, result });
    } catch (err) {
      onResult({ file: file.name, error: err instanceof CsvFileError ? err.message : errorMessage(err) });
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="Search Console CSV file"
        data-testid="gsc-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        <FileUp aria-hidden="true" />
        {busy ? 'Importing…' : 'Import Search Console CSV'}
      </Button>
    </>
  );
}

export type GscImportOutcome = { file: string; result: GscImportResult } | { file: string; error: string };

/** What an import did: rows imported, keywords created, skipped lines with reasons. */
export function GscImportReport({ outcome, onClose }: { outcome: GscImportOutcome; onClose: () => void }) {
  if ('error' in outcome) {
    return (
      <Alert variant="error" data-testid="gsc-import-error">
        <p className="font-medium">Could not import {outcome.file}</p>
        <p className="mt-1">{outcome.error}</p>
        <Button variant="ghost" size="sm" className="mt-2" onClick={onClose}>
          Close
        </Button>
      </Alert>
    );
  }
  const r = outcome.result;
  return (
    <Alert variant={r.imported > 0 ? 'success' : 'info'} data-testid="gsc-import-result">
      <p className="font-medium">
        {outcome.file}: {r.imported} of {r.rows} rows imported
        {r.keywordsCreated ? `, ${r.keywordsCreated} new keywords` : ''}
        {r.skipped.length ? `, ${r.skipped.length} skipped` : ''}.
      </p>
      {r.skipped.length > 0 && (
        <ul className="mt-2 max-h-40 space-y-0.5 overflow-y-auto text-xs" aria-label="Skipped lines">
          {r.skipped.slice(0, 50).map((s) => (
            <li key={`${s.line}-${s.reason}`}>
              Line {s.line}: {s.reason}
            </li>
          ))}
          {r.skipped.length > 50 && <li>… and {r.skipped.length - 50} more</li>}
        </ul>
      )}
      <Button variant="ghost" size="sm" className="mt-2" onClick={onClose}>
        Close
      </Button>
    </Alert>
  );
}
