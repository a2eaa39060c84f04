import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folder for screenshots, when E2E_SHOTS_DIR is set (the suites take none otherwise). */
export const SHOTS = process.env.E2E_SHOTS_DIR;

/** The path of a screenshot file in SHOTS, creating the folder when needed. */
export function shotPath(file: string): string {
  if (!SHOTS) throw new Error('E2E_SHOTS_DIR is not set');
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, file);
}
