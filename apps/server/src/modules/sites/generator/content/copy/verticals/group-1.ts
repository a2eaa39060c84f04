// Per-vertical copy, group 1 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';

export const GROUP_1: readonly VerticalCopy[] = [];
