// Per-vertical copy, group 3 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { criminalDefenseLawyer } from './criminal-defense-lawyer';
import { duiLawyer } from './dui-lawyer';
import { familyLaw } from './family-law';
import { personalInjuryLawyer } from './personal-injury-lawyer';

export const GROUP_3: readonly VerticalCopy[] = [
  personalInjuryLawyer,
  criminalDefenseLawyer,
  duiLawyer,
  familyLaw,
];
