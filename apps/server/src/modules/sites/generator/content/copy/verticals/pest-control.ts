// Pest control copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const pestControl: VerticalCopy = {
  slug: 'pest-control',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Pests rarely show up alone: one ant trail, one mouse dropping or one itchy morning usually means a colony, a nest or an infestation somewhere out of sight.',
    'Around {city}, warm months bring ants, wasps, mosquitoes and termite swarms, and cooler months push mice and spiders indoors.',
    'We start with an inspection to identify the pest and find where it enters, feeds and nests, because the right treatment depends on the species.',
    'Treatments combine sealing entry points, removing food and moisture sources and targeted products applied according to their labels.',
    'We explain what we are using, where it goes and what precautions matter for children and pets.',
    'One-time treatments suit some problems, while termites and recurring insects often call for a follow-up plan.',
    'Every plan and price is written down, including what happens if the pests come back between visits.',
  ],
  services: [
    {
      name: 'General Pest Control',
      keyword: 'pest control',
      what: [
        'General pest control treats the common household invaders: ants, cockroaches, spiders, silverfish, earwigs and occasional invaders such as stink bugs.',
        'It begins with an inspection of the exterior, the foundation line, the kitchen and bathrooms, and any crawl space or basement.',
        'Exterior treatments create a barrier at the foundation, while inside we use baits, crack-and-crevice applications and monitors rather than broad spraying.',
        'We point out the conditions that invite pests, such as mulch against siding, leaky faucets, gaps around pipes and food left out overnight.',
        'Many households choose quarterly service, which keeps the barrier fresh through the seasons when pests are most active.',
      ],
      signs: [
        'Ant trails along counters, baseboards or windowsills',
        'Cockroaches seen at night or droppings in cabinets',
        'Many spiders and webs in corners, garages and basements',
        'Small insects gathering around windows and doors',
        'Chewed packaging in the pantry',
      ],
      steps: [
        'We inspect inside and out and identify the pests and their entry points.',
        'You receive a written plan with the treatment methods and the visit schedule.',
        'Exterior foundation, eaves and entry points are treated and sealed where practical.',
        'Interior baits and targeted treatments go where the pests live, not across open floors.',
        'We leave simple prevention steps and check results at the next visit.',
      ],
      cost: [
        'The price depends on the size of the home, the type of pest and how established the problem is.',
        'Ongoing plans are priced per visit or per year, and one-time treatments for heavy infestations usually cost more than routine service.',
      ],
      timing: [
        'A typical service visit takes part of a morning or afternoon.',
        'Start a plan in early spring to get ahead of the insects rather than chase them in summer.',
      ],
      faqs: [
        {
          q: 'Are the treatments safe for my kids and pets?',
          a: 'Products are applied according to their labels, which set the precautions, and we tell you how long to keep kids and pets away from treated areas. Baits are placed where pets and children cannot reach them.',
        },
        {
          q: 'Why do I see more bugs right after a treatment?',
          a: 'Treatments can drive insects out of hiding before they die, so a short rise in sightings is common. If activity continues after a couple of weeks, let us know.',
        },
        {
          q: 'Do I need to leave the house during service?',
          a: 'For most routine treatments you do not. Some heavier interior treatments require you to stay out until surfaces dry, and we tell you ahead of time.',
        },
      ],
    },
    {
      name: 'Termite Treatment',
      keyword: 'termite treatment',
      what: [
        'Termite treatment protects the wood in a house from subterranean termites, which live in the soil and tunnel up through mud tubes.',
        'Liquid soil treatments create a treated zone around the foundation, while bait systems are placed in the ground and eliminate the colony over time.',
        'Drywood termites, found in some warmer regions, live inside the wood itself and may need spot treatment or whole-structure fumigation.',
        'A thorough inspection looks for mud tubes, damaged wood, discarded wings and moisture problems that attract termites.',
        'Many homeowners keep an ongoing termite plan with yearly inspections, and we explain what each plan covers before you sign.',
      ],
      signs: [
        'Pencil-width mud tubes on foundation walls or piers',
        'Swarms of winged insects indoors in spring, or piles of discarded wings',
        'Wood that sounds hollow or crumbles when pressed',
        'Bubbling paint or tiny pinholes in drywall',
        'Small piles of pellets below wood, a sign of drywood termites',
      ],
      steps: [
        'We inspect the foundation, crawl space, garage and any wood in contact with soil.',
        'The termite type and the extent of activity are identified.',
        'You choose between liquid treatment, baits or other options, with written prices.',
        'The treatment is applied, which may involve trenching or drilling along the foundation.',
        'We schedule follow-up inspections to confirm the colony is under control.',
      ],
      cost: [
        'Termite treatment cost depends on the size and layout of the foundation, the construction type and the method chosen.',
        'Slabs with many penetrations, crawl spaces that are hard to reach and drywood fumigation cost more, and repairing damaged wood is a separate job.',
      ],
      timing: [
        'Liquid treatments are often done in a day, while bait systems work over weeks to months.',
        'Book an inspection as soon as you see swarmers or mud tubes.',
      ],
      faqs: [
        {
          q: 'Can I treat termites myself?',
          a: 'Store-bought products rarely reach the colony or create a complete treated zone. Termite work also needs the right equipment, so most homeowners rely on a licensed applicator.',
        },
        {
          q: 'Do I need a termite inspection to sell my house?',
          a: 'Many lenders and buyers ask for a wood-destroying insect report, especially in regions where termites are common. Check with your agent or lender.',
        },
        {
          q: 'Does a treatment repair damaged wood?',
          a: 'No. Treatment stops the termites; damaged framing or flooring is repaired separately by a carpenter or contractor.',
        },
      ],
    },
    {
      name: 'Bed Bug Treatment',
      keyword: 'bed bug treatment',
      what: [
        'Bed bug treatment removes an infestation from beds, furniture and the cracks around sleeping areas where these insects hide.',
        'Bed bugs travel in luggage, used furniture and laundry, and they have nothing to do with how clean a home is.',
        'Options include heat treatment, which raises room temperatures high enough to kill all life stages, and targeted product treatments with follow-up visits.',
        'Preparation matters a great deal: laundering bedding and clothing on hot cycles and reducing clutter help treatments reach the bugs.',
        'We confirm the pest first, since other insect bites and skin conditions can look similar.',
      ],
      signs: [
        'Itchy bites in lines or clusters after sleeping',
        'Small rust-colored spots on sheets or the mattress seams',
        'Tiny pale eggs or shed skins in seams and headboards',
        'Live reddish-brown insects about the size of an apple seed',
        'A musty, sweet odor in heavy infestations',
      ],
      steps: [
        'We inspect beds, furniture and nearby rooms to confirm bed bugs and map the spread.',
        'You get a written plan and a preparation checklist.',
        'Heat or product treatment is carried out in every affected room.',
        'Mattress encasements and interceptors are placed where helpful.',
        'Follow-up inspections confirm the infestation is gone.',
      ],
      cost: [
        'The price depends on how many rooms are involved, the method chosen and how widespread the infestation is.',
        'Heat treatment needs specialized equipment and usually costs more up front, while product treatments need more follow-up visits.',
      ],
      timing: [
        'Most treatments take one to two visits plus follow-up checks over the next few weeks.',
        'Call early; a few bugs are far easier to clear than a spread through the whole home.',
      ],
      faqs: [
        {
          q: 'Should I throw away my mattress?',
          a: 'Usually not. Mattresses can be treated and then sealed in an encasement. Throwing furniture out can spread bugs to hallways and neighbors.',
        },
        {
          q: 'Can I sleep in another room?',
          a: 'It is better to keep sleeping in the same bed. Bed bugs follow people, and moving around the house can spread them to new rooms.',
        },
        {
          q: 'How do I avoid bringing bed bugs home from a trip?',
          a: 'Inspect hotel mattress seams, keep luggage on a rack, and wash and dry travel clothes on high heat when you get home.',
        },
      ],
    },
    {
      name: 'Rodent Control',
      keyword: 'rodent control',
      what: [
        'Rodent control removes mice and rats from a home and keeps them from coming back.',
        'A mouse can squeeze through a gap about the width of a pencil, so exclusion, which means sealing entry points, is the heart of the job.',
        'We seal gaps with materials rodents cannot chew, such as metal mesh, sheet metal and sealant, around pipes, vents, garage doors and the foundation.',
        'Traps and tamper-resistant bait stations reduce the population, placed where pets and children cannot reach them.',
        'Droppings and nesting material carry health risks, and we explain how to clean affected areas safely.',
      ],
      signs: [
        'Droppings in cabinets, drawers, attics or along walls',
        'Scratching sounds in walls or ceilings at night',
        'Gnawed food packaging, wiring or wood',
        'Grease marks along baseboards and entry holes',
        'Pets staring at or pawing at walls and appliances',
      ],
      steps: [
        'We inspect inside and out to find entry points, runways and nesting areas.',
        'You receive a written plan covering exclusion, trapping and follow-up.',
        'Entry points are sealed with rodent-proof materials.',
        'Traps and stations are set and checked on follow-up visits.',
        'We advise on cleanup and on storage changes that remove food sources.',
      ],
      cost: [
        'The price depends on the number of entry points, the size of the home and whether the attic or crawl space needs work.',
        'Heavy infestations may call for attic insulation cleanup or replacement, which is priced separately.',
      ],
      timing: [
        'Exclusion is usually done in one or two visits, with trap checks over the following weeks.',
        'Seal the house in early fall, before mice look for winter shelter.',
      ],
      faqs: [
        {
          q: 'Why not just put out poison?',
          a: 'Poison alone leaves entry points open, so new rodents keep arriving, and poisoned animals can die inside walls. Sealing the house and trapping solves the problem more cleanly.',
        },
        {
          q: 'Are rodent droppings dangerous?',
          a: 'They can carry diseases. Do not sweep or vacuum them dry; wet the area with disinfectant, wear gloves and wipe it up.',
        },
        {
          q: 'How do I know the rodents are gone?',
          a: 'No new droppings, quiet walls and empty traps over several weeks are good signs. We check traps and entry points on follow-up visits to confirm.',
        },
        {
          q: 'Do ultrasonic repellers work?',
          a: 'The plug-in devices sold for mice have little reliable evidence behind them, and rodents soon get used to the sound. Sealing entry points and trapping remain the methods that work.',
        },
      ],
    },
    {
      name: 'Mosquito and Tick Control',
      keyword: 'mosquito control',
      what: [
        'Mosquito and tick control reduces biting insects in the yard so you can use it through the warm months.',
        'Treatments target the shady, damp places where adult mosquitoes rest and the tall grass and leaf litter where ticks wait.',
        'We also look for standing water, since mosquitoes breed in anything that holds water for about a week, from clogged gutters to plant saucers.',
        'Tick treatments focus on yard edges, stone walls and woodpiles, where ticks meet the wildlife that carries them.',
        'Visits are usually spaced through the season, since each treatment lasts a limited time.',
      ],
      signs: [
        'Mosquito bites as soon as you step outside in the evening',
        'Ticks found on pets or family members after yard time',
        'A yard bordering woods, tall grass or a creek',
        'Standing water that is hard to drain',
      ],
      steps: [
        'We walk the yard to find resting areas, breeding water and tick habitat.',
        'You get a written plan with visit timing for the season.',
        'Shrubs, shady areas and yard edges are treated according to product labels.',
        'We dump or treat standing water and advise on drainage.',
        'Follow-up visits refresh treatments through the warm months.',
      ],
      cost: [
        'Cost depends on the yard size, how much vegetation must be treated and how many visits the season needs.',
        'Yards backing onto woods or water usually need more attention than open lawns.',
      ],
      timing: [
        'Start treatments in spring when mosquitoes and ticks become active, before the first outdoor gatherings.',
      ],
      faqs: [
        {
          q: 'Are mosquito treatments safe for bees?',
          a: 'We avoid spraying flowering plants and follow label directions designed to protect pollinators. Tell us where your garden flowers so we can plan around it.',
        },
        {
          q: 'Do natural or botanical products work?',
          a: 'Some botanical options help, though they often need more frequent visits. We explain the tradeoffs so you can choose.',
        },
        {
          q: 'Will treatment remove every mosquito?',
          a: 'No treatment removes them all, since mosquitoes fly in from neighboring properties. The goal is a noticeable drop in biting around your home.',
        },
        {
          q: 'What can I do between treatments?',
          a: 'Tip out anything that holds water at least once a week, including toys, buckets, tarps and plant saucers. Keep gutters flowing, change birdbath water often and keep grass trimmed short along the edges of the yard.',
        },
      ],
    },
  ],
  why: [
    'An inspection that identifies the pest before anything is applied',
    'Exclusion and prevention, not just spraying',
    'Products applied according to their labels, with clear precautions for kids and pets',
    'Written plans that say what is covered between visits',
    'Baits and stations placed out of reach of children and pets',
    'Straight advice on when a one-time treatment is enough',
    'Follow-up visits to confirm results',
  ],
  prepare: [
    'Where and when you see the pests, with photos if you can take them',
    'Any pets, fish tanks or family members with sensitivities we should plan around',
    'Access to the basement, crawl space, attic and garage',
    'Past treatment records or termite reports for the home',
  ],
  faqs: [
    {
      q: 'What is the difference between an exterminator and pest control?',
      a: 'They mean the same service. Modern pest control leans on inspection, exclusion and targeted treatment rather than heavy spraying.',
    },
    {
      q: 'Do pest control technicians need a license?',
      a: "States license pesticide applicators, and many require a business license for pest control companies. Ask for the applicator's license and check it with the agency that regulates pesticides in {stateName}.",
    },
    {
      q: 'How often should I have pest service?',
      a: 'Many homes do well with quarterly service. Homes near woods or water, or with a history of infestations, may need more frequent visits in warm months.',
    },
    {
      q: 'Do you offer organic or low-impact options?',
      a: 'Yes, for many pests there are botanical products, baits and non-chemical methods such as exclusion and traps. We explain how well each option fits your problem.',
    },
    {
      q: 'What can I do to keep pests away?',
      a: 'Store food in sealed containers, fix leaks, keep mulch and plants a little away from the foundation and seal gaps around pipes and doors. Take trash out regularly and keep firewood away from the house.',
    },
    {
      q: 'What happens if pests come back between visits?',
      a: 'Many service plans include a return visit at no extra charge if covered pests come back. Read the terms before you sign so you know what is included.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Mice and rats shelter indoors during cold months; listen for scratching in walls and ceilings.',
        'Late winter is the time to book a termite inspection before spring swarms.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is when termites swarm and ants move indoors; start a plan before they settle in.',
        'Clean gutters and empty standing water to get ahead of mosquito season.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is peak season for wasps, mosquitoes and ticks; check eaves and play sets for nests.',
        'Check pets and kids for ticks after time in tall grass.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Seal gaps around pipes, vents and garage doors before mice look for warm places.',
        'Stink bugs and spiders gather on sunny walls in fall; keep window screens in good repair.',
      ],
    },
  ],
  banned: ['non-toxic', 'chemical-free', '100% pest-free', 'kills all pests', 'emergency'],
};
