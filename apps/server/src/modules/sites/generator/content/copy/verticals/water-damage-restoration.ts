// Water damage restoration copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const waterDamageRestoration: VerticalCopy = {
  slug: 'water-damage-restoration',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Water does its worst damage in the first few days, soaking into drywall, flooring, insulation and framing long after the puddle is gone.',
    'Homes in {city} face burst pipes, failed water heaters, leaking appliances, roof leaks and storm flooding, and each needs a slightly different response.',
    'We remove standing water, dry the structure with commercial equipment, and repair what the water ruined.',
    'Moisture meters and thermal cameras show where water has traveled, so hidden wet areas are dried rather than sealed in.',
    'We photograph and document each step, which helps when you talk with your insurance company.',
    'You get clear explanations of what must be removed, what can be saved and why, before anything is torn out.',
  ],
  services: [
    {
      name: 'Water Removal',
      keyword: 'water removal',
      what: [
        'Water removal, or extraction, pulls standing and absorbed water out of floors, carpet and pad before drying begins.',
        'We use truck-mounted or portable extractors, submersible pumps for deep water, and weighted extraction tools that squeeze water out of carpet.',
        'Removing as much liquid as possible first shortens the drying time considerably and reduces the chance of mold.',
        'We also move and block up furniture so legs do not stain carpets or soak up water.',
        'Before extraction, the source is stopped and electrical hazards are checked, because safety comes before cleanup.',
      ],
      signs: [
        'Standing water on floors after a leak, overflow or storm',
        'Carpet that squishes underfoot',
        'Water in a basement after heavy rain or a sump pump failure',
        'A washing machine, dishwasher or water heater leak that spread across the floor',
      ],
      steps: [
        'The water source is stopped and power to wet areas is shut off.',
        'We photograph the damage and note where the water came from.',
        'Standing water is pumped or extracted from floors and carpet.',
        'Furniture and belongings are moved or blocked up to protect them.',
        'Moisture readings are taken to plan the drying stage.',
      ],
      cost: [
        'Extraction cost depends on how much water there is, how large the affected area is and what kind of flooring is involved.',
        'Contaminated water, such as sewage or floodwater, requires protective gear and disposal, which raises the price.',
      ],
      timing: [
        'Extraction usually takes part of a day; the sooner it starts, the more flooring and drywall can be saved.',
      ],
      faqs: [
        {
          q: 'Can I use a wet vacuum myself?',
          a: 'A shop vacuum helps with small spills from clean water. For larger areas, carpet pad and the subfloor hold far more water than a shop vacuum can remove.',
        },
        {
          q: 'Can my wet carpet be saved?',
          a: 'Carpet soaked with clean water can often be dried in place, though the pad may need replacing. Carpet soaked with sewage or floodwater usually has to go.',
        },
        {
          q: 'Is it safe to stay in the house?',
          a: 'Usually, if the power in wet areas is off and there is no sewage. Leave if a ceiling is sagging, the electrical panel got wet or there is sewage contamination.',
        },
        {
          q: 'What happens to the furniture in a wet room?',
          a: 'We move it out of the water or lift it onto blocks and foil so wood legs do not wick moisture or stain the carpet. Upholstered pieces that sat in contaminated water are photographed and set aside for your claim.',
        },
      ],
    },
    {
      name: 'Water Damage Restoration',
      keyword: 'water damage restoration',
      what: [
        'Water damage restoration dries the structure and returns the home to a safe, livable condition.',
        'After extraction, we set up dehumidifiers and air movers sized to the room, and open cavities when wet insulation or walls must dry from inside.',
        'Moisture meters track drywall, framing and subfloor each day until they reach normal dry levels for the materials.',
        "The industry's guidance, such as the IICRC water damage standard, classifies water by contamination and extent, which decides what can be dried and what must be removed.",
        'We document readings and photos daily, so you and your insurer can see progress.',
      ],
      signs: [
        'Drywall that is soft, swollen or stained near the floor',
        'Baseboards pulling away or hardwood floors cupping',
        'A musty smell a few days after a leak',
        'Peeling paint or bubbling on walls or ceilings',
        'High humidity in the house after water was cleaned up',
      ],
      steps: [
        'We map the wet areas with meters and a thermal camera.',
        'Materials that cannot be dried, such as saturated pad or insulation, are removed.',
        'Drying equipment is set and the area is contained if needed.',
        'We take readings daily and adjust equipment until materials are dry.',
        'Equipment is removed and the area is ready for repairs.',
      ],
      cost: [
        'Restoration cost depends on the size of the affected area, the water category and how many days of drying the materials need.',
        'Hardwood floors, plaster walls and finished basements take longer to dry than open rooms with carpet.',
      ],
      timing: [
        'Drying commonly takes several days, checked daily with meters.',
        'Mold can start growing within a day or two on wet materials, which is why starting quickly matters.',
      ],
      faqs: [
        {
          q: 'Why not just run fans myself?',
          a: 'Household fans move air but do not remove moisture, and they cannot reach water inside walls and under floors. Commercial dehumidifiers and meters make sure the structure is really dry.',
        },
        {
          q: 'Will my insurance cover water damage?',
          a: 'Many policies cover sudden, accidental water damage but exclude floods, slow leaks and wear. Your insurer decides coverage; we provide the documentation they usually ask for.',
        },
        {
          q: 'What training should a restoration company have?',
          a: 'Ask whether the technicians have IICRC water damage training and whether the company follows its drying standard. Also ask for proof of insurance.',
        },
        {
          q: 'Why are holes drilled near the bottom of my walls?',
          a: 'Small holes behind the baseboard let dry air into wall cavities so the framing and the back of the drywall dry without tearing the whole wall out. They are hidden again when the baseboard goes back on.',
        },
      ],
    },
    {
      name: 'Flood Cleanup',
      keyword: 'flood cleanup',
      what: [
        'Flood cleanup deals with water from outside the home, such as rising water, storm runoff and groundwater, or from sewage backups.',
        'This water is treated as contaminated, because it carries soil, bacteria and chemicals from streets and yards.',
        'Porous materials it touched, including carpet, pad, insulation and the lower parts of drywall, usually have to be removed and disposed of.',
        'We clean and disinfect hard surfaces, then dry the structure before rebuilding.',
        'Protective gear and containment keep contamination from spreading to unaffected rooms.',
      ],
      signs: [
        'Water entered the house from outside during a storm or high water',
        'A sewer or septic backup flooded a basement or bathroom',
        'Mud, debris or a tide line is visible on walls',
        'A strong sewage or musty odor after a flood',
      ],
      steps: [
        'We confirm the area is safe to enter and that power and gas to it are off.',
        'Water and mud are removed, and contaminated materials are cut out and bagged.',
        'Hard surfaces are cleaned and treated with disinfectant.',
        'Drying equipment runs until readings show the structure is dry.',
        'We document everything for your insurer and plan repairs.',
      ],
      cost: [
        'Flood cleanup cost depends on the depth of the water, the area affected, how much material must be removed and disposal requirements.',
        'Sewage contamination and deep basement flooding require more protective measures and labor than a clean-water leak.',
      ],
      timing: ['Cleanup and drying usually take several days, followed by repairs once materials are dry.'],
      faqs: [
        {
          q: 'Does homeowners insurance cover floods?',
          a: 'Standard homeowners policies usually exclude flooding from outside water, which is covered by separate flood insurance. Sewer backup coverage is often an add-on, so check your policy.',
        },
        {
          q: 'Can I clean up floodwater myself?',
          a: 'Small amounts of clean water, yes. Floodwater and sewage carry health risks, so wear protection or leave it to a crew with the right equipment.',
        },
        {
          q: 'What about my belongings?',
          a: 'Hard items can often be cleaned and disinfected, while soaked mattresses, upholstered furniture and papers are harder to save. Photograph everything before disposal for your claim.',
        },
        {
          q: 'How high do you cut the drywall after a flood?',
          a: 'Drywall is usually cut a short distance above the highest water line, often at a height that makes the patch easy to hang with standard sheets. Wet insulation behind it comes out as well.',
        },
      ],
    },
    {
      name: 'Water Damage Repair',
      keyword: 'water damage repair',
      what: [
        'Water damage repair rebuilds what was removed or ruined once the structure is dry.',
        'That can include new drywall and insulation, baseboards, flooring, cabinets, paint and trim.',
        'Repairs should only start after moisture readings confirm dry framing and subfloors, or new materials can trap moisture and grow mold.',
        'We match textures and finishes as closely as possible, and explain where matching an older floor or cabinet may not be possible.',
        'Keeping drying and repair with one team means the same people who saw the damage plan the rebuild.',
      ],
      signs: [
        'Walls or floors were cut out during drying and need rebuilding',
        'Stains on ceilings or walls remain after a past leak',
        'Warped flooring or swollen cabinet bases',
        'Damaged trim, doors or baseboards',
      ],
      steps: [
        'We confirm the structure is dry with final moisture readings.',
        'You get a written repair scope and price to review with your insurer if needed.',
        'Insulation, drywall and framing repairs are completed.',
        'Flooring, cabinets and trim are installed and surfaces painted.',
        'We walk the finished rooms with you.',
      ],
      cost: [
        'Repair cost depends on how much was removed, the finishes you choose and whether materials must match existing ones in adjoining rooms.',
        'Flooring that runs continuously through several rooms may need replacing in areas that did not get wet, which insurers handle in different ways.',
      ],
      timing: [
        'Small repairs take a few days; larger rebuilds take longer, especially when materials must be ordered.',
      ],
      faqs: [
        {
          q: 'Can I choose my own contractor for repairs?',
          a: 'Yes. You can use whoever you choose for repairs, though your insurer may want to review the estimate. Ask your adjuster how they handle it.',
        },
        {
          q: 'Will the new drywall match?',
          a: 'Drywall texture can be matched closely by hand. Paint is usually applied wall to wall or corner to corner so touch-ups do not show.',
        },
        {
          q: 'What if mold is found during repairs?',
          a: 'We stop and explain what we found, since mold needs its own removal process before rebuilding. The affected area is contained and treated before walls are closed.',
        },
        {
          q: 'Should I replace flooring in rooms that did not get wet?',
          a: 'Only if the flooring runs continuously and cannot be matched or separated at a doorway. We explain the options so you can discuss them with your adjuster.',
        },
      ],
    },
    {
      name: 'Emergency Water Damage Service',
      keyword: 'emergency water damage restoration',
      needs24h: true,
      what: [
        'Emergency water damage service answers when water is actively coming in and cannot wait until business hours.',
        'We help you shut off the source, check electrical safety and start extraction so damage stops spreading.',
        'Quick action keeps water from wicking up walls and into cabinets and subfloors.',
        'We photograph conditions on arrival, which your insurer will want to see.',
        'Drying equipment is set before we leave, and the next visit is scheduled to take readings.',
      ],
      signs: [
        'A burst pipe or supply line is flooding a room',
        'A sewage backup is spreading across a floor',
        'Storm water is entering the house',
        'Water is coming through a ceiling from above',
      ],
      steps: [
        'Shut off the main water valve if you can reach it safely.',
        'Turn off power to affected rooms at the breaker if the panel is dry and safe.',
        'We stop the spread, extract water and remove anything that is ruined.',
        'Drying equipment is set, and readings are taken.',
        'You receive documentation for your insurance claim.',
      ],
      cost: [
        'The cost depends on the volume of water, its source and the size of the area, and after-hours work may carry a different rate, stated before we begin.',
        'Starting quickly often reduces the total cost of the job, because fewer materials must be replaced.',
      ],
      timing: ['The first steps, stopping the water and extracting it, do the most to limit damage.'],
      faqs: [
        {
          q: 'Should I call my insurer first?',
          a: 'Stopping the water and preventing further damage comes first, and most policies expect it. Call your insurer as soon as you can and keep every receipt.',
        },
        {
          q: 'What should I move first?',
          a: 'Lift electronics, papers, photos and rugs off wet floors, and put foil or blocks under furniture legs. Do not use household vacuums on water.',
        },
        {
          q: 'Is it safe to turn the lights on?',
          a: 'Not in rooms where water is near outlets or the ceiling is leaking around a fixture. Use a flashlight and stay out of standing water if power may be live.',
        },
        {
          q: 'Can I stay in the house during drying?',
          a: 'Most families stay home while equipment runs, though fans and dehumidifiers are noisy and warm. Rooms with sewage contamination should stay closed off until they are cleaned.',
        },
      ],
    },
  ],
  why: [
    'Moisture meters and thermal imaging to find hidden water',
    'Daily drying readings you can see',
    'Photos and records that help with insurance conversations',
    'Clear explanations of what must be removed and what can be dried',
    'Containment and protective gear for contaminated water',
    'Repairs started only once materials are confirmed dry',
    'Written estimates before removal or rebuilding',
  ],
  prepare: [
    'Where the water came from and when it started',
    'Photos of the damage before anything is moved',
    'Your insurance policy number and the claim number if you have one',
    'A list of damaged belongings as you find them',
    'The location of your main water shutoff and electrical panel',
  ],
  faqs: [
    {
      q: 'How long does it take to dry a house after a leak?',
      a: 'Most drying jobs take several days, depending on how wet the materials are and what they are made of. We check daily with meters rather than guessing.',
    },
    {
      q: 'Do you work with insurance companies?',
      a: 'We document the damage and provide estimates and drying records that insurers usually request. The coverage decision always rests with your insurance company.',
    },
    {
      q: 'Will mold grow after water damage?',
      a: 'Mold can grow on wet materials within a day or two, which is why fast drying matters. If materials are dried promptly, mold problems are much less likely.',
    },
    {
      q: 'Do I need to remove all my drywall?',
      a: 'Not always. Drywall wet with clean water can often be dried in place, while drywall soaked with contaminated water is usually cut out above the water line.',
    },
    {
      q: 'What are the water categories?',
      a: 'Restoration guidance groups water as clean, gray or black by contamination. Clean water from a supply line is the easiest to restore, while sewage and floodwater require removal of porous materials.',
    },
    {
      q: 'Can hardwood floors be saved?',
      a: 'Sometimes. Specialized floor drying mats can pull water out of hardwood, but badly cupped or buckled boards may need replacing.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Frozen pipes burst most often during cold snaps; know where your main shutoff is before winter.',
        'Keep the heat on in vacant homes and check on them after freezes.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring thaw and heavy rain fill basements; test the sump pump and clear downspouts.',
        'Check the ground slopes away from the foundation before the wet season.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Summer storms bring roof leaks and flash floods; photograph any damage right away.',
        'Check washer hoses and AC condensate lines, which fail quietly during heavy use.',
      ],
    },
    {
      months: [9, 10],
      advice: [
        'Clean gutters after the leaves fall so water does not overflow against the foundation.',
        'Drain outdoor faucets and irrigation lines before the first freeze.',
      ],
    },
  ],
  banned: ['we pay your deductible', 'insurance will cover', 'free restoration'],
};
