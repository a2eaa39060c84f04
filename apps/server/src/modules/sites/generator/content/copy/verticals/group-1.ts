// Per-vertical copy, group 1 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { concrete } from './concrete';
import { electrician } from './electrician';
import { fencing } from './fencing';
import { foundationRepair } from './foundation-repair';
import { garageDoor } from './garage-door';
import { gutters } from './gutters';
import { hvac } from './hvac';
import { landscaping } from './landscaping';
import { locksmith } from './locksmith';
import { moldRemediation } from './mold-remediation';
import { painting } from './painting';
import { pestControl } from './pest-control';
import { plumbing } from './plumbing';
import { poolBuilder } from './pool-builder';
import { roofing } from './roofing';
import { siding } from './siding';
import { solarInstallation } from './solar-installation';
import { treeService } from './tree-service';
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
  treeService,
  landscaping,
  poolBuilder,
  garageDoor,
  locksmith,
  concrete,
  fencing,
  painting,
];
