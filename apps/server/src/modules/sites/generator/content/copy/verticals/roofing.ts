// Roofing copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const roofing: VerticalCopy = {
  slug: 'roofing',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'A roof is the one part of a house you rarely look at and the one you notice fastest when it fails.',
    'Around {city}, sun, wind, hail and freeze-thaw cycles wear shingles, flashing and sealants a little every season.',
    'We repair leaks, replace worn-out roofs and document storm damage so homeowners can make a clear decision.',
    'Most of our work starts with a ladder, a camera and a plain explanation of what we found and why it matters.',
    'We talk through repair versus replacement honestly, because a sound roof with one bad spot does not need to come off.',
    'Every estimate is written and lists the materials, the scope and what happens if we find rotten decking underneath.',
    'If you have a drip in the ceiling, a missing shingle or a roof near the end of its life, we can walk you through the next step.',
  ],
  services: [
    {
      name: 'Roof Repair',
      keyword: 'roof repair',
      what: [
        'Roof repair fixes a specific problem without replacing the whole roof: a leak, lifted or missing shingles, cracked flashing or a failed pipe boot.',
        'Most leaks start at penetrations and transitions, such as chimneys, skylights, vents and the valleys where two roof planes meet, rather than in the open field of shingles.',
        'We trace the water path from the stain inside back to its entry point on the roof, which is often a few feet uphill from where the drip shows.',
        'Repairs use shingles, underlayment and sealants matched to what is already on the house, so the patch sheds water the same way the rest of the roof does.',
        'When a roof has many small failures at once, we say so, and explain why another repair may only buy a season or two.',
      ],
      signs: [
        'A brown stain or bubbling paint on a ceiling or upper wall',
        'Shingles lying in the yard or gutters after a windy night',
        'Daylight or damp insulation visible from the attic',
        'Rust, gaps or lifted metal around the chimney or vent pipes',
        'Granules washing out of the downspouts in heavy amounts',
      ],
      steps: [
        'We look at the ceiling stain and the attic first to see where water is actually getting in.',
        'On the roof we check flashing, boots, valleys and nearby shingles around the suspected entry point.',
        'You get photos of the problem and a written price before any work begins.',
        'We remove the damaged materials, check the decking underneath and replace what is soft or rotten.',
        'New underlayment, flashing and shingles go in, lapped so water runs over them rather than under.',
        'We clean up nails and debris with a magnet sweep and show you photos of the finished repair.',
      ],
      cost: [
        'The price of a repair depends on the roof pitch and height, how easy the area is to reach, and the material involved, since tile and slate take longer than asphalt.',
        'Hidden damage, such as soft decking or rotted fascia under the leak, adds to the job and is only visible once the old material comes off.',
        'Matching older or discontinued shingles can also take extra time to source.',
      ],
      timing: [
        'Most repairs are finished in a single visit once materials are on hand.',
        'Dry weather is needed to open a roof, so a temporary cover may go on first if rain is in the forecast.',
      ],
      faqs: [
        {
          q: 'Can you repair a roof instead of replacing it?',
          a: 'Often, yes. If the shingles are flexible, the decking is solid and the problem is in one area, a repair is the sensible choice. We recommend replacement only when failures are widespread or the roof is at the end of its life.',
        },
        {
          q: 'Will the repaired area match the rest of my roof?',
          a: 'We try to match color and style, but new shingles can look slightly different from weathered ones for a while. Most of the contrast fades as the new shingles age in the sun.',
        },
        {
          q: 'Why does my ceiling still show a stain after the repair?',
          a: 'The stain is in the drywall and paint, not the roof. Once the area dries out completely, it can be sealed with a stain-blocking primer and repainted.',
        },
      ],
    },
    {
      name: 'Roof Replacement',
      keyword: 'roof replacement',
      what: [
        'A roof replacement removes the old roofing down to the deck and installs a complete new system, not just new shingles.',
        'That system includes underlayment, ice and water barrier where the climate calls for it, drip edge, flashing, ventilation and the finished roofing material.',
        'Asphalt architectural shingles are the most common choice, while metal, tile and low-slope membranes suit particular houses and budgets.',
        'Local building codes generally require a permit and limit how many layers a roof may carry, so a tear-off is usually the right call.',
        "We explain the manufacturer's warranty and the workmanship terms in writing, so you know who stands behind which part.",
        'Good ventilation at the ridge and soffits is part of the job, since a hot, damp attic shortens the life of any roof.',
      ],
      signs: [
        'Shingles that are curling, cupping or cracked across large areas',
        'Bald patches where the protective granules are gone',
        'Repeated leaks in different places over the last few years',
        'A sagging ridge line or soft spots when walking the roof',
        'Moss or algae growth that has lifted shingle edges',
        'The roof is near the end of the lifespan its material is known for',
      ],
      steps: [
        'We inspect the roof and attic, measure every plane and check the ventilation.',
        'You choose materials and colors, and we provide a written scope and price.',
        'The permit is pulled where required and materials are delivered shortly before the start date.',
        'Crews tear off the old roof, inspect the decking and replace damaged boards.',
        "Underlayment, flashing, vents and the new roofing are installed to the manufacturer's instructions.",
        'We clean the site, sweep for nails and walk the finished roof with you before any final inspection.',
      ],
      cost: [
        'Replacement price is driven mostly by roof size, pitch, the number of layers to remove and the material you choose.',
        'Complex roofs with many valleys, dormers, skylights and chimneys take more labor and flashing work than a simple gable.',
        'Decking repairs and ventilation upgrades are priced separately once the old roof is off and the boards can be seen.',
      ],
      timing: [
        'Many homes are reroofed in one to three working days, depending on size and weather.',
        'Booking in late winter or early spring gives you the widest choice of dates before the busy season.',
      ],
      faqs: [
        {
          q: 'Can new shingles go over my old roof?',
          a: 'Some codes allow a second layer, but an overlay hides damaged decking and adds weight. A full tear-off lets us inspect and fix the deck, which is why we usually recommend it.',
        },
        {
          q: 'Do I need to be home during the replacement?',
          a: 'You do not need to be home, but it is loud work and nails can fall near the walls. Move cars out of the driveway and take wall hangings down in upstairs rooms if you can.',
        },
        {
          q: 'Which roofing material lasts longest?',
          a: 'Metal, tile and slate generally outlast asphalt, but they cost more and not every house frame suits them. We compare lifespan, weight and appearance for your house before you choose.',
        },
        {
          q: 'What should I ask any roofer before signing?',
          a: 'Ask for proof of insurance, the state or local license where your area requires one, and written warranty terms. Also ask who pulls the permit and how damaged decking will be priced.',
        },
      ],
    },
    {
      name: 'Storm Damage Roof Repair',
      keyword: 'storm damage roof repair',
      what: [
        'Hail, high wind and falling limbs damage roofs in ways that are easy to miss from the ground.',
        'Hail bruises shingles and knocks granules loose, while wind lifts tabs and breaks the seal strip that holds each shingle down.',
        "We inspect the whole roof, soft metals such as vents and gutters, and the siding and windows for marks that help show the storm's impact.",
        'You get dated photos and a written report you can share with your insurance adjuster.',
        'We explain what we see and what we do not, but the claim decision always belongs to your insurance company.',
      ],
      signs: [
        'Dents on gutters, downspouts, vent caps or the mailbox after hail',
        'Shingles creased, torn or missing after a windstorm',
        'Tree limbs resting on the roof or branches in the gutters',
        'New leaks appearing soon after a storm',
        'Neighbors having their roofs inspected or replaced',
      ],
      steps: [
        'Photograph any visible damage from the ground and keep storm dates in a note.',
        'We inspect the roof, marking hits and lifted shingles and taking photos of each slope.',
        'Where water can get in, we install a temporary cover to protect the house.',
        'You receive a report and estimate to share with your insurer if you decide to file.',
        'After the adjuster visits, we complete the repairs or replacement the approved scope covers.',
      ],
      cost: [
        'Storm repair cost depends on how many slopes are damaged, whether shingles can be matched and whether the decking took impact.',
        'If you file a claim, your deductible and policy terms decide what you pay; we do not promise any particular insurance outcome.',
      ],
      timing: [
        'Have the roof looked at soon after a major storm, because small hail damage can turn into leaks months later.',
        'After widespread storms, schedules fill quickly, so call as soon as it is safe.',
      ],
      faqs: [
        {
          q: 'Should I call my insurance company or a roofer first?',
          a: 'Many homeowners have the roof inspected first so they know whether there is damage worth a claim. Check your policy for reporting deadlines, since some insurers limit how long after a storm you can file.',
        },
        {
          q: 'How do I avoid storm-chasing contractors?',
          a: 'Be wary of anyone who knocks after a storm asking you to sign on the spot. Ask for a local address, proof of insurance and a written estimate, and never pay in full before work begins.',
        },
        {
          q: 'Can hail damage be invisible from the ground?',
          a: 'Yes. Hail bruises often look like small dark spots that only show up close, and they weaken the shingle mat over time. A hands-on inspection is the only reliable way to know.',
        },
      ],
    },
    {
      name: 'Emergency Roof Leak Repair',
      keyword: 'emergency roof repair',
      needs24h: true,
      what: [
        'Emergency roof leak repair stops water coming into the house when a storm, a fallen limb or a failed flashing opens the roof.',
        'The first goal is protection: a heavy tarp or temporary membrane fastened over the damaged area so rain runs off instead of in.',
        'We secure the tarp to solid framing and run it over the ridge where possible, so wind does not get underneath it.',
        'Once the weather clears, we come back to inspect the damage properly and price a permanent repair.',
        'We also point out interior concerns, such as wet insulation or a sagging ceiling, that need attention right away.',
      ],
      signs: [
        'Water dripping through a ceiling, light fixture or around a skylight',
        'A tree or large limb has come down on the roof',
        'A section of shingles or flashing has blown off',
        'A ceiling is bulging with trapped water',
      ],
      steps: [
        'Turn off power to any wet light fixtures and move valuables away from the leak.',
        'If a ceiling bulges, place a bucket under it and keep people out of the room.',
        'We assess the roof when it is safe to climb and fasten a temporary cover over the opening.',
        'We photograph the damage for your records and your insurance company.',
        'A permanent repair is scheduled once the roof is dry and materials are ready.',
      ],
      cost: [
        'The cost of temporary protection depends on the size of the opening, the roof pitch and whether debris such as a limb must come off first.',
        'The permanent repair is priced separately after a full inspection in dry conditions.',
      ],
      timing: ['Temporary protection is meant to hold until the permanent repair, not to last for months.'],
      faqs: [
        {
          q: 'Is it safe to go on the roof myself during a storm?',
          a: 'No. Wet shingles, wind and lightning make roofs dangerous during a storm. Work from inside the house by catching water and moving belongings until a crew can cover the roof.',
        },
        {
          q: 'Will my insurance pay for the emergency tarp?',
          a: 'Many policies expect homeowners to prevent further damage, and temporary protection is often part of a claim. Keep the invoice and photos, and check the details with your insurer.',
        },
        {
          q: 'How long can a tarp stay on the roof?',
          a: 'A well-fastened tarp can hold through several weeks of weather, but sun and wind wear it down. Plan the permanent repair as soon as the weather allows.',
        },
      ],
    },
    {
      name: 'Roof Inspection',
      keyword: 'roof inspection',
      what: [
        'A roof inspection is a close look at the roof covering, flashing, ventilation and attic to judge condition and remaining life.',
        'Homeowners book inspections before buying or selling a house, after a major storm, or simply because the roof is getting older.',
        'We check shingle condition, nail pops, sealant at penetrations, valley wear, gutter attachment and signs of moisture in the attic.',
        'The result is a written report with photos and a plain recommendation: leave it, maintain it, repair it or plan for replacement.',
        'An inspection also tells you roughly when to start budgeting, so a replacement never comes as a surprise.',
      ],
      signs: [
        'You are buying or selling a house and want a clear picture of the roof',
        'The roof is past its midlife and has not been looked at in years',
        'A recent storm brought hail or strong wind',
        'Your attic smells musty or feels unusually hot',
        'Your insurer has asked about the age or condition of the roof',
      ],
      steps: [
        'We start in the attic, looking for daylight, stains, damp insulation and ventilation problems.',
        'On the roof we inspect the covering, flashing, boots, ridge and valleys slope by slope.',
        'Gutters, fascia and soffits are checked for rot and drainage problems.',
        'We photograph everything notable and note the estimated remaining life.',
        'You receive a written report and can ask questions before deciding anything.',
      ],
      cost: [
        'Inspection price depends on roof size, pitch and whether a full written report for a sale or insurer is needed.',
        'Steep or very tall roofs may require extra safety equipment, which adds time.',
      ],
      timing: [
        'An inspection usually fits into a single visit, and the report follows shortly after.',
        'Spring and fall are good times for a routine check, before and after the hardest weather.',
      ],
      faqs: [
        {
          q: 'How often should a roof be inspected?',
          a: 'Once every year or two is a reasonable rhythm for most homes, plus after any major storm. Older roofs benefit from a yearly look so small problems are caught early.',
        },
        {
          q: "Is a home inspector's roof check the same thing?",
          a: "A general home inspector often views the roof from the ground or a ladder. A roofer's inspection goes onto the roof and into the details of flashing and installation.",
        },
        {
          q: 'Can drones replace a walk-on inspection?',
          a: 'Drone photos are useful for steep or fragile roofs and for an overview. They cannot feel soft decking or lift a shingle to check the seal, so we combine them with hands-on checks where it is safe.',
        },
      ],
    },
  ],
  why: [
    'Written estimates that list materials, scope and how hidden damage is priced',
    'Photos of the problem before the work and of the repair after it',
    'Straight advice on repair versus replacement',
    "Installation to the shingle manufacturer's instructions, which protects your warranty",
    'Attention to ventilation and flashing, not just the visible shingles',
    'Clean job sites with a magnet sweep for nails',
    'Clear answers about permits and inspections where your area requires them',
    'Help documenting storm damage for your insurance conversation',
  ],
  prepare: [
    'Photos of any ceiling stains, missing shingles or storm damage you can see from the ground',
    'The approximate age of the roof and any past repair paperwork',
    'Your homeowners insurance details if storm damage is involved',
    'Notes on when leaks appear, such as during heavy rain or only with wind',
    'Clear access to the attic hatch',
  ],
  faqs: [
    {
      q: 'How long does a roof usually last?',
      a: "It depends on the material and climate. Standard asphalt roofs typically last a couple of decades, while metal, tile and slate can last much longer. Heat, poor ventilation and storms shorten any roof's life.",
    },
    {
      q: 'Do I need a permit for roof work?',
      a: 'Most areas require a permit for a full replacement, and some require one for larger repairs. We explain the local rules and who applies for the permit in the estimate.',
    },
    {
      q: 'Can roofing be done in winter?',
      a: 'Repairs can be done on dry days in most weather. Full replacements are easier in mild temperatures because shingles seal better, so cold-weather jobs may need extra steps such as hand-sealing.',
    },
    {
      q: 'What is the difference between a roofer and a roofing contractor?',
      a: 'The words are used interchangeably. What matters is whether the company carries insurance, holds any license your state requires and puts the scope and warranty in writing.',
    },
    {
      q: 'What is flashing and why does it matter?',
      a: 'Flashing is the metal or membrane that seals the joints around chimneys, walls, skylights and valleys. It is where most leaks begin, so a good roof job pays close attention to it.',
    },
    {
      q: 'Will a new roof lower my energy bills?',
      a: 'A roof with proper attic ventilation and reflective shingles can help keep the attic cooler. The effect varies by house, insulation and climate, so we do not promise a specific saving.',
    },
    {
      q: 'What warranty comes with a new roof?',
      a: "There are usually two: the manufacturer's warranty on the materials and the contractor's warranty on workmanship. Ask for both in writing and read what voids them.",
    },
    {
      q: 'Why are there granules in my gutters?',
      a: 'A few granules are normal, especially on a new roof. Heavy amounts on an older roof mean the shingles are wearing out and are worth an inspection.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Ice dams form along the eaves where winters freeze; keep gutters clear and check attic insulation.',
        'Late winter is a good time to plan a spring replacement and get on the calendar early.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring rains reveal winter damage, so look for new ceiling stains after the first heavy storms.',
        'Book inspections before the summer rush fills roofing schedules.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer thunderstorms bring hail and wind; check the roof and gutters after each big storm.',
        'Long daylight makes summer a busy season, so confirm your start date well ahead.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Fall is a comfortable season for reroofing, with mild temperatures that help shingles seal.',
        'Clear leaves from valleys and gutters before winter so water can drain off the roof.',
      ],
    },
    {
      months: [11],
      advice: ['Check the attic on cold mornings for frost or dripping nails, a sign of poor ventilation.'],
    },
  ],
  banned: ['lifetime roof', 'free roof', 'we pay your deductible', 'storm chaser special'],
};
