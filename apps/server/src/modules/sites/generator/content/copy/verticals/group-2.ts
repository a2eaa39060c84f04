// Per-vertical copy, group 2 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';

export const GROUP_2: readonly VerticalCopy[] = [];
