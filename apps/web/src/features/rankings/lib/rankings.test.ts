import { describe, expect, it } from 'vitest';
import { CsvFileError, csvFileProblem, MAX_CSV_BYTES, readCsvFile } from './csv-file';
import { parseKeywordList, rankChange } from './rank-format';

describe('Search Console CSV files', () => {
  it('reads the text of a CSV and drops the BOM', async () => {
    const file = new File(
      ['\uFEFFTop queries,Clicks,Impressions,CTR,Position\nroof repair,3,40,7.5%,4.2\n'],
      'Queries.csv',
      {
        type: 'text/csv',
      },
    );
    expect(await readCsvFile(file)).toBe(
      'Top queries,Clicks,Impressions,CTR,Position\nroof repair,3,40,7.5%,4.2\n',
    );
  });
  it('refuses the export zip, other files, empty and too large files with a reason', async () => {
    expect(csvFileProblem({ name: 'export.zip', size: 10, type: 'application/zip' })).toMatch(
      /Queries\.csv inside/,
    );
    expect(csvFileProblem({ name: 'photo.png', size: 10, type: 'image/png' })).toMatch(/choose a \.csv/);
    expect(csvFileProblem({ name: 'q.csv', size: 0, type: 'text/csv' })).toMatch(/empty/);
    expect(csvFileProblem({ name: 'q.csv', size: MAX_CSV_BYTES + 1, type: 'text/csv' })).toMatch(/5 MB/);
    expect(csvFileProblem({ name: 'Queries.CSV', size: 10, type: '' })).toBeNull();
    await expect(readCsvFile(new File(['   \n'], 'q.csv'))).rejects.toThrow(CsvFileError);
    await expect(readCsvFile(new File(['just words'], 'q.csv'))).rejects.toThrow(/does not look like a CSV/);
  });
});

describe('rank changes', () => {
  it('a lower position is better', () => {
    expect(rankChange(4, 9)).toMatchObject({ direction: 'up', places: 5 });
    expect(rankChange(12, 8)).toMatchObject({ direction: 'down', places: -4, label: 'down 4' });
    expect(rankChange(4.2, 4.2).direction).toBe('same');
    expect(rankChange(7, null).direction).toBe('new');
    expect(rankChange(null, 7).direction).toBe('lost');
    expect(rankChange(undefined, undefined).direction).toBe('none');
  });
  it('keyword lists: lines or commas, trimmed, deduplicated without case', () => {
    expect(parseKeywordList('roof repair boise\n  Roof Repair Boise, emergency  roofer ,,\n')).toEqual([
      'roof repair boise',
      'emergency roofer',
    ]);
  });
});
