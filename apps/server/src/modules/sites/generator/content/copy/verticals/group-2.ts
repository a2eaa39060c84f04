// Per-vertical copy, group 2 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { BATHROOM_REMODELING } from './bathroom-remodeling';
import { FLOORING } from './flooring';
import { HOME_INSPECTION } from './home-inspection';
import { KITCHEN_REMODELING } from './kitchen-remodeling';

export const GROUP_2: readonly VerticalCopy[] = [
  FLOORING,
  KITCHEN_REMODELING,
  BATHROOM_REMODELING,
  HOME_INSPECTION,
];
