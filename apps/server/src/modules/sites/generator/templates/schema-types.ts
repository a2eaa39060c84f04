// The schema.org LocalBusiness subtype that fits each vertical.
import type { VerticalData } from '../../../../data/verticals';
import { groupOf } from '../content/services';

const BY_SLUG: Record<string, string> = {
  roofing: 'RoofingContractor',
  plumbing: 'Plumber',
  hvac: 'HVACBusiness',
  electrician: 'Electrician',
  'solar-installation': 'Electrician',
  locksmith: 'Locksmith',
  painting: 'HousePainter',
  moving: 'MovingCompany',
  'kitchen-remodeling': 'GeneralContractor',
  'bathroom-remodeling': 'GeneralContractor',
  'foundation-repair': 'GeneralContractor',
  concrete: 'GeneralContractor',
  dentist: 'Dentist',
  'cosmetic-dentist': 'Dentist',
  'dental-implants': 'Dentist',
  orthodontist: 'Dentist',
  chiropractor: 'MedicalClinic',
  'physical-therapy': 'MedicalClinic',
  'hair-transplant': 'MedicalClinic',
  'plastic-surgeon': 'MedicalClinic',
  lasik: 'MedicalClinic',
  'med-spa': 'DaySpa',
  veterinarian: 'VeterinaryCare',
  'addiction-rehab': 'MedicalBusiness',
  'real-estate-agent': 'RealEstateAgent',
  'mortgage-broker': 'FinancialService',
  'insurance-agent': 'InsuranceAgency',
  'tax-preparation': 'AccountingService',
  'auto-repair': 'AutoRepair',
  'auto-glass': 'AutoRepair',
  towing: 'AutomotiveBusiness',
  'home-security': 'HomeAndConstructionBusiness',
};

export function businessType(v: VerticalData): string {
  const t = BY_SLUG[v.slug];
  if (t) return t;
  switch (groupOf(v)) {
    case 'legal':
      return 'Attorney';
    case 'health':
      return 'MedicalBusiness';
    case 'home':
      return 'HomeAndConstructionBusiness';
    case 'finance':
      return 'FinancialService';
    case 'auto':
      return 'AutomotiveBusiness';
    default:
      return 'LocalBusiness';
  }
}
