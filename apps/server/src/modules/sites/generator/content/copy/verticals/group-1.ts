// Per-vertical copy, group 1 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { electrician } from './electrician';
import { foundationRepair } from './foundation-repair';
import { gutters } from './gutters';
import { hvac } from './hvac';
import { moldRemediation } from './mold-remediation';
import { pestControl } from './pest-control';
import { plumbing } from './plumbing';
import { roofing } from './roofing';
import { siding } from './siding';
import { solarInstallation } from './solar-installation';
import { waterDamageRestoration } from './water-damage-restoration';
import { windows } from './windows';

export const GROUP_1: readonly VerticalCopy[] = [
  roofing,
  plumbing,
  hvac,
  electrician,
  pestControl,
  waterDamageRestoration,
  moldRemediation,
  foundationRepair,
  solarInstallation,
  windows,
  siding,
  gutters,
];
