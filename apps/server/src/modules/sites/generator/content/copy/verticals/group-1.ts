// Per-vertical copy, group 1 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { electrician } from './electrician';
import { hvac } from './hvac';
import { plumbing } from './plumbing';
import { roofing } from './roofing';

export const GROUP_1: readonly VerticalCopy[] = [roofing, plumbing, hvac, electrician];
