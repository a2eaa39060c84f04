import fs from 'node:fs';
import path from 'node:path';

// PGlite lets a second process open the same folder without error and that corrupts it,
// so the data folder is guarded by a lock file holding the owner's pid.

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `Another server process (pid ${pid}) is already using the data folder ${dataDir}.\n` +
        `Stop that process first, or start this one with DATA_DIR set to another folder.\n` +
        `If you are sure no such process runs, delete ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return {
        release() {
          process.off('exit', release);
          release();
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
    if (Number.isInteger(pid) && pid > 0 && isAlive(pid))
      throw new DataDirLockedError(dataDir, pid, lockFile);
    fs.rmSync(lockFile, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
