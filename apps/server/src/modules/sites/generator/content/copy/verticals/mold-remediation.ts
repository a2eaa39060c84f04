// Mold remediation copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const moldRemediation: VerticalCopy = {
  slug: 'mold-remediation',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Mold needs three things to grow indoors: moisture, something to feed on, such as drywall or wood, and a little time.',
    'In {city}, humid summers, roof and plumbing leaks, damp basements and poorly vented bathrooms and attics give it all three.',
    'We find the moisture source, remove mold-damaged materials under containment, clean what can be saved and help you stop it from coming back.',
    "Our approach follows published industry guidance, such as the EPA's guidance for homes and the IICRC remediation standard.",
    'Removing mold without fixing the water problem only buys time, so every plan starts with where the moisture comes from.',
    'We explain what we see in plain terms, without scare words, and put the scope and price in writing.',
  ],
  services: [
    {
      name: 'Mold Inspection',
      keyword: 'mold inspection',
      what: [
        'A mold inspection looks for visible growth, hidden moisture and the conditions that let mold grow, room by room.',
        'We use moisture meters, hygrometers and thermal imaging to find damp materials behind walls, under floors and in ceilings.',
        'Where testing adds useful information, air or surface samples are sent to an independent laboratory for analysis.',
        'Testing is most useful when you smell mold but cannot see it, after remediation to confirm results, or when a buyer or landlord asks for documentation.',
        'In some states, mold assessment and remediation are licensed separately, and the same company may not be allowed to do both on one job.',
        'You receive a written report with photos, moisture readings and recommendations.',
      ],
      signs: [
        'A musty or earthy smell with no visible source',
        'Past leaks or flooding that were never fully dried',
        'Allergy-like symptoms that ease when you leave the house',
        'Stains or discoloration on ceilings, walls or around windows',
        'You are buying, selling or renting and want documentation',
      ],
      steps: [
        'We ask about past leaks, odors and where symptoms or stains appear.',
        'The home is inspected visually and with moisture and humidity instruments.',
        'Samples are collected where they will answer a specific question.',
        'Samples go to an independent laboratory for analysis.',
        'You receive a report explaining the findings and the recommended next steps.',
      ],
      cost: [
        'Inspection cost depends on the size of the home, how many areas must be checked and how many samples are taken.',
        'Laboratory analysis is priced per sample, so testing only where it answers a real question keeps the cost sensible.',
      ],
      timing: [
        'An inspection usually fits into one visit, and laboratory results follow within a few business days.',
      ],
      faqs: [
        {
          q: 'Do I need mold testing if I can see mold?',
          a: 'Usually not. Visible mold should be removed regardless of species, and the money is better spent fixing the moisture and cleaning up. Testing is most helpful for hidden mold and clearance after cleanup.',
        },
        {
          q: 'Are home mold test kits reliable?',
          a: 'Settle-plate kits almost always grow something, since mold spores are everywhere outdoors and in. They cannot tell you whether indoor levels are abnormal or where the source is.',
        },
        {
          q: 'Who should do the inspection?',
          a: "Ask about the inspector's training and whether your state licenses mold assessors. An inspector who is independent of the remediation company avoids any conflict of interest.",
        },
      ],
    },
    {
      name: 'Mold Remediation',
      keyword: 'mold remediation',
      what: [
        'Mold remediation removes mold growth and the materials it has damaged while keeping spores from spreading to clean parts of the house.',
        'The work area is sealed with plastic sheeting and kept under negative air pressure with HEPA-filtered air scrubbers.',
        'Porous materials with growth, such as drywall, insulation and carpet, are cut out and bagged, while hard surfaces are cleaned and HEPA-vacuumed.',
        'Framing and subfloors are cleaned and, once dry, can be treated with a sealant or coating where the plan calls for it.',
        'The moisture source must be fixed as part of the job, or the mold will return.',
      ],
      signs: [
        'Visible mold covering more than a small patch, roughly larger than a few square feet',
        'Growth that returns after cleaning',
        'Mold inside wall cavities, under flooring or on framing',
        'Materials that were wet for days after a leak',
      ],
      steps: [
        'The moisture source is identified and a repair is planned.',
        'The work area is contained and negative air pressure is set up.',
        'Mold-damaged porous materials are removed and bagged inside the containment.',
        'Remaining surfaces are HEPA-vacuumed, cleaned and dried.',
        'A final check, and clearance testing if you choose, confirms the area is ready for rebuilding.',
      ],
      cost: [
        'Remediation cost depends on the size of the affected area, how hard it is to reach and how much material must be removed.',
        'Attics, crawl spaces and finished basements take more containment and labor, and rebuilding afterward is priced separately.',
      ],
      timing: [
        'Many remediation jobs take a few days, plus time to fix the moisture source and rebuild.',
        'Plan remediation soon after a leak; growth spreads the longer materials stay wet.',
      ],
      faqs: [
        {
          q: 'Can I just spray bleach on mold?',
          a: 'Bleach can lighten stains on hard surfaces but does not reach growth inside porous materials like drywall and wood. Removing damaged materials and fixing the moisture works better.',
        },
        {
          q: 'Do we need to leave the house during remediation?',
          a: 'Most families stay home while the work area is sealed off. People with asthma, allergies or weakened immune systems should talk with their doctor about whether to stay elsewhere.',
        },
        {
          q: 'How do I know the mold is gone?',
          a: 'A visual check of the cleaned area, dry moisture readings and, if you want extra confidence, clearance testing by an independent assessor.',
        },
      ],
    },
    {
      name: 'Black Mold Removal',
      keyword: 'black mold removal',
      what: [
        'People often call any dark mold black mold, though many common molds are dark in color.',
        'The species often meant, Stachybotrys, grows on materials that stay wet for a long time, such as drywall after a slow leak.',
        'Color does not decide how mold is removed; the size of the growth and the materials it is on do.',
        'We remove dark mold under the same containment and cleaning process as any other growth, with extra care where it covers large areas.',
        'We avoid scare language: the goal is to remove the growth safely and fix the water problem behind it.',
      ],
      signs: [
        'Dark green or black patches on drywall, ceilings or baseboards',
        'Growth around a long-running leak under a sink or behind a toilet',
        'Dark spotting on window frames and sills from condensation',
        'A strong musty odor in one room',
      ],
      steps: [
        'We inspect the growth and look for the leak or condensation feeding it.',
        'The area is contained to keep spores from spreading.',
        'Affected drywall and porous materials are removed and bagged.',
        'Surfaces are HEPA-vacuumed and cleaned, and the area is dried.',
        'The moisture source is repaired and the area is rebuilt.',
      ],
      cost: [
        'Cost is driven by the size of the growth, the materials involved and what must be rebuilt, not by the mold color.',
        'Growth hidden inside walls or behind cabinets takes more removal work than a surface patch.',
      ],
      timing: ['Small, contained areas are often handled in one or two visits.'],
      faqs: [
        {
          q: 'Is black mold more dangerous than other mold?',
          a: 'Any indoor mold growth can affect sensitive people, and color alone does not tell you the species. Anyone with health concerns should talk with a doctor; our job is to remove the growth and its cause.',
        },
        {
          q: 'Should I test to find out if it is black mold?',
          a: 'In most cases, testing will not change the plan, because visible growth is removed the same way. Testing is worth it when you need documentation.',
        },
        {
          q: 'Can I clean a small patch myself?',
          a: 'Federal guidance suggests homeowners can often clean small areas on hard surfaces with detergent and water while wearing gloves and a mask. Larger areas, hidden growth or growth after sewage water are better left to professionals.',
        },
      ],
    },
    {
      name: 'Bathroom and Drywall Mold Removal',
      keyword: 'mold removal',
      what: [
        'Mold removal in bathrooms, kitchens and laundry rooms deals with growth caused by steam, splashing and slow plumbing leaks.',
        'Surface mold on tile, grout and sealed fixtures can usually be cleaned, but growth that has soaked into caulk, drywall paper or the subfloor must be cut out.',
        'We check behind and under fixtures with a moisture meter, since a leaking shower valve or wax ring often feeds mold out of sight.',
        'Damaged drywall is removed under containment, the cavity is cleaned and dried, and moisture-resistant board can go back in its place.',
        'We also look at the exhaust fan, because a fan that is too small, too noisy to use or vented into the attic is a common root cause.',
      ],
      signs: [
        'Black spots in caulk or grout that return soon after cleaning',
        'Soft or stained drywall beside a tub, shower or toilet',
        'Peeling paint on a bathroom ceiling',
        'A musty smell under the sink or behind the washing machine',
        'Mirrors and walls that stay fogged long after a shower',
      ],
      steps: [
        'We inspect the room and test walls and floors around fixtures for moisture.',
        'The leak or ventilation problem is identified and a fix is planned.',
        'The work area is contained and damaged caulk, drywall or flooring is removed.',
        'Surfaces are HEPA-vacuumed, cleaned and dried before anything is closed up.',
        'New moisture-resistant materials and fresh caulk finish the repair.',
      ],
      cost: [
        'Cost depends on how far the growth has spread behind the surface and whether tile, a vanity or a toilet must be removed for access.',
        'Adding or upgrading an exhaust fan, or repairing the plumbing leak, is priced as part of the plan or by the right trade.',
      ],
      timing: ['Most bathroom jobs take a few days including drying, with finishing work after that.'],
      faqs: [
        {
          q: 'Why does mold keep coming back in my shower caulk?',
          a: 'Once mold grows into soft caulk, cleaning only reaches the surface. Cutting out the old caulk, drying the joint and applying fresh mildew-resistant caulk works better, along with running the fan after each shower.',
        },
        {
          q: 'How long should the bathroom fan run?',
          a: 'Run it during the shower and for a good while afterward, until mirrors clear. A timer switch makes this easy, and the fan should vent outdoors, not into the attic.',
        },
        {
          q: 'Is mold on a painted ceiling a big problem?',
          a: 'Small spots on a painted bathroom ceiling are usually surface growth from condensation and can be cleaned, then painted with a mildew-resistant finish. Stains that spread or come back suggest a leak or poor ventilation.',
        },
      ],
    },
    {
      name: 'Attic Mold Removal',
      keyword: 'attic mold removal',
      what: [
        'Attic mold usually grows on the underside of the roof sheathing when warm, moist air from the house condenses there in cold weather.',
        'Blocked soffit vents, bathroom fans that vent into the attic and gaps around lights and hatches are the usual culprits.',
        'We clean the sheathing by HEPA vacuuming, wire brushing or media blasting, then apply an encapsulating coating where it helps.',
        'The lasting fix is ventilation and air sealing, so we explain which of those changes your attic needs.',
        'We also check bath fan ducts, recessed lights and the attic hatch, since each can leak warm, damp air into the attic all winter.',
      ],
      signs: [
        'Dark staining on the underside of the roof deck',
        'Frost on nails or sheathing on cold mornings',
        'Damp or matted insulation',
        'Bathroom or kitchen fans ducted into the attic instead of outside',
        'A home inspection that noted attic mold',
      ],
      steps: [
        'We inspect the attic, ventilation, insulation and fan ducting.',
        'The attic is contained at the hatch to protect the living space.',
        'Sheathing and framing are cleaned and treated.',
        'Damaged insulation is removed and replaced where needed.',
        'Venting and air sealing problems are corrected, or referred to the right trade.',
      ],
      cost: [
        'Attic mold cost depends on the attic size, headroom, the cleaning method and whether insulation must be replaced.',
        'Correcting ventilation, rerouting fan ducts and air sealing add to the job but are what keep mold from returning.',
      ],
      timing: [
        'Most attic jobs take a few days.',
        'Mild, dry weeks are the most comfortable time to work in an attic.',
      ],
      faqs: [
        {
          q: 'Will attic mold affect the air in my house?',
          a: 'Air usually moves from the house into the attic, not the other way, but gaps can let some air come back down. Sealing the attic floor helps either way.',
        },
        {
          q: 'Does attic mold mean I need a new roof?',
          a: 'Usually not. Sheathing with surface mold is often sound and can be cleaned; only soft, delaminated boards need replacing.',
        },
        {
          q: 'Will buyers care about attic mold?',
          a: 'Home inspectors often report it, and buyers may ask for documentation of cleanup and the ventilation fix. Keep your reports and invoices.',
        },
        {
          q: 'Can more insulation cause attic mold?',
          a: 'Insulation itself does not cause mold, but blowing it over soffit vents can block airflow. Baffles at the eaves keep the vents open when insulation is added.',
        },
      ],
    },
    {
      name: 'Basement and Crawl Space Mold Removal',
      keyword: 'basement mold removal',
      what: [
        'Basements and crawl spaces sit against damp soil, so they are the most common place for mold in many homes.',
        'Growth shows up on floor joists, subfloors, stored boxes, finished walls and the paper facing of insulation.',
        'We remove and clean affected materials, then address the moisture: drainage, vapor barriers, sealing vents or adding a dehumidifier.',
        'Crawl space work is done on hands and knees in tight spaces, with containment at access points to protect the living area.',
        'Finished basements need special care, since mold behind drywall and carpet is easy to miss; we check the lower walls and tack strips with a moisture meter.',
      ],
      signs: [
        'A musty smell in the basement or rising through floors',
        'White, gray or green fuzz on joists and subfloor',
        'Condensation on pipes and ductwork in summer',
        'Stored cardboard boxes or furniture that feel damp',
        'Water seeping in after heavy rain',
      ],
      steps: [
        'We inspect the space and measure moisture in wood, walls and air.',
        'You get a written plan covering cleanup and moisture control.',
        'Damaged materials are removed and surfaces cleaned under containment.',
        'Moisture control measures such as a vapor barrier or dehumidifier are installed.',
        'We recheck moisture readings to confirm conditions are stable.',
      ],
      cost: [
        'Cost depends on the size of the space, clearance height, how much material must be removed and which moisture controls are needed.',
        'Drainage or waterproofing work, when needed, is often the largest part of the price.',
      ],
      timing: ['Work usually takes a few days; waterproofing may be scheduled as a separate step.'],
      faqs: [
        {
          q: 'Should a basement have a dehumidifier?',
          a: 'In many climates, yes. A basement that stays dry to the touch and smells fresh is the goal, and an inexpensive hygrometer shows whether humidity is creeping up in summer.',
        },
        {
          q: 'Should crawl space vents be open or closed?',
          a: 'It depends on the climate and the design. In humid regions, open vents can let in damp summer air, and a sealed, conditioned crawl space often works better.',
        },
        {
          q: 'Can I finish a basement that had mold?',
          a: 'Yes, once the moisture problem is fixed and the space has stayed dry through a wet season. Use moisture-resistant materials near the floor.',
        },
        {
          q: 'What should I store in a basement?',
          a: 'Plastic bins with lids, kept on shelves off the floor, hold up far better than cardboard boxes. Keep stored items a little away from outside walls so air can move around them.',
        },
      ],
    },
  ],
  why: [
    'The moisture source is found and addressed, not just the visible mold',
    'Containment and HEPA air filtration to protect clean areas',
    'Written scopes that say exactly what will be removed',
    'Work that follows published remediation guidance',
    'Plain explanations without scare tactics',
    'Clearance testing available through an independent assessor',
    'Help planning repairs and moisture control after cleanup',
  ],
  prepare: [
    'Where you see or smell mold, with photos',
    'The history of leaks, floods or plumbing repairs in the home',
    'Any prior inspection or laboratory reports',
    'Anyone in the household with asthma, allergies or a weakened immune system',
    'Access to the attic, basement or crawl space',
  ],
  faqs: [
    {
      q: 'What causes mold in a house?',
      a: 'Moisture is the cause every time: leaks, flooding, high indoor humidity, condensation or poor ventilation. Control the moisture and mold cannot grow.',
    },
    {
      q: 'Is mold remediation regulated?',
      a: 'Some states license mold assessors and remediators, while others have no specific rules. Ask what applies in {stateName} and request proof of training and insurance.',
    },
    {
      q: 'Can mold come back after remediation?',
      a: 'Mold spores are always present in the air, so growth can return if materials get wet again. Fixing the moisture source is what keeps it away.',
    },
    {
      q: 'Is mold a health concern?',
      a: 'Mold can trigger allergy and asthma symptoms in some people and affect those with weakened immune systems. If you have health concerns, talk with a doctor; we focus on removing the growth and its cause.',
    },
    {
      q: 'Does homeowners insurance pay for mold removal?',
      a: 'Some policies cover mold that results from a sudden covered event, such as a burst pipe, while excluding mold from long-term leaks or humidity. Check your policy and talk with your insurer.',
    },
    {
      q: 'What indoor humidity level is best?',
      a: 'Keeping indoor humidity between about 30 and 50 percent is a common recommendation. Bathroom fans, kitchen hoods and dehumidifiers help.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Cold weather brings condensation on windows and in attics; check for frost on roof nails.',
        'Run bathroom fans during and after showers to move moist air outside.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring rain and snowmelt bring water into basements; look for damp spots and musty smells.',
        'Clear gutters and downspouts so water drains away from the foundation.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Humid summer air condenses on cool basement walls and ducts; run a dehumidifier.',
        'Check under sinks and behind appliances for slow leaks.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall is a good time to fix attic ventilation before winter condensation starts.',
        'Dry out and inspect anything stored in basements or crawl spaces over the summer.',
      ],
    },
  ],
  banned: ['toxic mold', 'black mold kills', 'mold-free', 'emergency', 'cures'],
};
