// Per-vertical copy, group 3 of 3 (one file per vertical beside this one; see ../types.ts).
import type { VerticalCopy } from '../types';
import { addictionRehab } from './addiction-rehab';
import { bankruptcyLawyer } from './bankruptcy-lawyer';
import { chiropractor } from './chiropractor';
import { cosmeticDentist } from './cosmetic-dentist';
import { criminalDefenseLawyer } from './criminal-defense-lawyer';
import { dentalImplants } from './dental-implants';
import { dentist } from './dentist';
import { duiLawyer } from './dui-lawyer';
import { estatePlanningLawyer } from './estate-planning-lawyer';
import { familyLaw } from './family-law';
import { hairTransplant } from './hair-transplant';
import { immigrationLawyer } from './immigration-lawyer';
import { lasik } from './lasik';
import { medSpa } from './med-spa';
import { orthodontist } from './orthodontist';
import { personalInjuryLawyer } from './personal-injury-lawyer';
import { physicalTherapy } from './physical-therapy';
import { plasticSurgeon } from './plastic-surgeon';
import { seniorLiving } from './senior-living';
import { workersCompLawyer } from './workers-comp-lawyer';

export const GROUP_3: readonly VerticalCopy[] = [
  personalInjuryLawyer,
  criminalDefenseLawyer,
  duiLawyer,
  familyLaw,
  workersCompLawyer,
  bankruptcyLawyer,
  immigrationLawyer,
  estatePlanningLawyer,
  dentist,
  cosmeticDentist,
  dentalImplants,
  orthodontist,
  chiropractor,
  physicalTherapy,
  medSpa,
  hairTransplant,
  plasticSurgeon,
  lasik,
  addictionRehab,
  seniorLiving,
];
