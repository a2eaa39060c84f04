// Landscaping copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const landscaping: VerticalCopy = {
  slug: 'landscaping',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A good landscape makes a home more pleasant to come back to, more useful outdoors and easier to sell when the time comes.',
    'Around {city}, the right plants, grass and watering plan depend on local rainfall, summer heat, winter cold and the soil in your yard.',
    'We design and install planting beds, lay patios and walkways, care for lawns, and install and repair irrigation.',
    'We favor plants suited to the region, which need less water and fuss once they are established.',
    'Drainage and grading come first, because water running the wrong way ruins lawns, patios and foundations alike.',
    'You get a written plan and price for each project, and ongoing care is spelled out visit by visit.',
    'Whether you want a weekly mowing crew or a complete backyard makeover, we will be straight about what fits your budget and your yard.',
  ],
  services: [
    {
      name: 'Landscape Design and Installation',
      keyword: 'landscape design',
      what: [
        'Landscape design and installation plans and builds the planted parts of your yard: beds, trees, shrubs, perennials, lawn areas and the way they connect.',
        'Design starts with how you use the space, such as play, entertaining, privacy, a vegetable garden or simply curb appeal.',
        'We look at sun and shade through the day, soil type, slopes, drainage and views you want to frame or hide.',
        'Plants are chosen for mature size and local climate, so shrubs do not swallow windows and trees do not crowd the roof in ten years.',
        'Installation includes bed preparation with compost, proper planting depth, edging, mulch and a watering plan for establishment.',
        'Large projects can be built in phases, with a master plan so each phase fits the next.',
      ],
      signs: [
        'Overgrown foundation shrubs hiding windows',
        'Bare or patchy areas where grass never grows well',
        'A new home with builder-grade landscaping',
        'A yard you do not use because it lacks shade, privacy or a place to sit',
        'Plants that die every summer or winter',
      ],
      steps: [
        'We meet on site to talk about goals, budget and problem areas.',
        'A design is drawn with plant selections and materials.',
        'You review the plan and a written price, and we adjust as needed.',
        'Utilities are marked, beds are prepared and plants installed.',
        'We explain watering and care for the first growing season.',
      ],
      cost: [
        'Cost depends on the size of the area, plant sizes and quantities, soil preparation and any grading or drainage work.',
        'Larger trees and shrubs cost more but give an immediate effect; smaller plants cost less and catch up over a few seasons.',
      ],
      timing: [
        'Design takes a few weeks; installation depends on the size of the project.',
        'Spring and fall are the best planting seasons, so plan designs over the winter.',
      ],
      faqs: [
        {
          q: 'What are native plants and why use them?',
          a: 'Native plants evolved in your region and are adapted to its rainfall, soil and temperatures. Once established they usually need less water and support pollinators and birds.',
        },
        {
          q: 'How much mulch should beds have?',
          a: 'A few inches of mulch keeps moisture in and weeds down. Keep it pulled back from trunks and stems, since mulch piled against bark invites rot.',
        },
        {
          q: 'Can landscaping be done in stages?',
          a: 'Yes. A master plan lets you start with the most important area and add the rest over time without redoing earlier work.',
        },
        {
          q: 'Do you replace plants that die?',
          a: 'Ask about plant warranty terms in the written estimate; they usually depend on proper watering during establishment. We explain the terms before installation.',
        },
      ],
    },
    {
      name: 'Lawn Care',
      keyword: 'lawn care',
      what: [
        'Lawn care keeps grass thick, green and healthy through mowing, fertilizing, weed control, aeration and overseeding.',
        'Cool-season grasses such as fescue and bluegrass grow best in spring and fall, while warm-season grasses such as Bermuda, zoysia and St. Augustine thrive in summer heat.',
        'Mowing at the right height for your grass type shades out weeds and helps roots go deeper.',
        'Fertilizer timing follows your grass type and local rules, since some areas restrict phosphorus or fertilizing near water.',
        "Core aeration relieves compacted soil, and overseeding fills thin areas; both are timed to your grass type's growing season.",
      ],
      signs: [
        'Thin, patchy or weedy grass',
        'Yellow or brown areas that do not recover with water',
        'Hard, compacted soil where water runs off',
        'Moss or bare soil in shady areas',
        'No time to keep up with weekly mowing',
      ],
      steps: [
        'We identify your grass type and look at soil, sun and problem spots.',
        'A seasonal plan is set with mowing, feeding and weed control timing.',
        'Crews mow, trim and edge on a regular schedule.',
        'Treatments are applied by trained applicators according to product labels.',
        'Aeration and overseeding are scheduled in the right season for your grass.',
      ],
      cost: [
        'Lawn care pricing depends on lawn size, the services included, and how often crews visit.',
        'Weekly mowing, seasonal treatment plans and one-time services such as aeration are usually priced separately.',
      ],
      timing: [
        'Mowing visits are quick; treatment plans run through the growing season.',
        'Sign up before spring green-up so the first visit is on time.',
      ],
      faqs: [
        {
          q: 'How high should I mow my lawn?',
          a: 'It depends on the grass type, but most lawns do better mowed higher than people expect. A good rule is never removing more than about a third of the blade at once.',
        },
        {
          q: 'How much should I water my lawn?',
          a: 'Deep, infrequent watering early in the morning builds deeper roots than daily light sprinkling. Follow any local watering restrictions.',
        },
        {
          q: 'Are lawn treatments safe for pets?',
          a: 'Products are applied according to their labels, which set re-entry times for people and pets. We tell you how long to keep pets off treated areas.',
        },
        {
          q: 'Should I bag or mulch grass clippings?',
          a: 'Leaving clippings on the lawn returns nutrients to the soil and does not cause thatch when you mow regularly. Bag them only when the grass is very long or diseased.',
        },
      ],
    },
    {
      name: 'Hardscaping',
      keyword: 'hardscaping',
      what: [
        'Hardscaping is the built part of a landscape: patios, walkways, retaining walls, steps, fire pits, edging and outdoor kitchens.',
        'Materials include concrete pavers, natural stone, brick, gravel and poured concrete, each with its own look, cost and upkeep.',
        'What lasts is what you cannot see: an excavated base of compacted gravel, proper slope for drainage and edge restraints that keep pavers from drifting.',
        'Retaining walls need drainage behind them, and taller walls may require engineering and a permit.',
        'We plan hardscape and planting together so patios drain away from the house and beds soften hard edges.',
      ],
      signs: [
        'A muddy path where people actually walk',
        'A cracked or sinking patio',
        'A slope that erodes or makes the yard hard to use',
        'No comfortable place to sit or gather outside',
        'A leaning or bulging retaining wall',
      ],
      steps: [
        'We measure the area, check drainage and discuss materials.',
        'A layout and written price are provided.',
        'Utilities are marked, the area is excavated and the base is installed and compacted in layers.',
        'Pavers, stone or walls are laid, cut and set with edging.',
        'Joints are filled, the surface compacted and the site cleaned.',
      ],
      cost: [
        'Hardscape cost depends on the material, the square footage, site access, excavation depth and design complexity.',
        'Curves, multiple levels, steps, walls and built-in features add labor and material.',
      ],
      timing: [
        'A patio often takes several days to a couple of weeks, depending on size and weather.',
        'Book spring projects in winter, since hardscape crews fill their calendars early.',
      ],
      faqs: [
        {
          q: 'Pavers or poured concrete: which is better?',
          a: 'Pavers cost more but flex with the ground, come in many styles and can be lifted and reset. Poured concrete costs less but can crack, and repairs show.',
        },
        {
          q: 'Why do weeds grow between my pavers?',
          a: 'Seeds land in the joints and sprout when the sand washes out. Polymeric joint sand, kept topped up, reduces weeds and ant activity.',
        },
        {
          q: 'Do retaining walls need a permit?',
          a: 'Many areas require a permit and engineering above a certain wall height, or when the wall supports a driveway or structure. We check the local rule.',
        },
        {
          q: 'How do I keep a patio from sinking?',
          a: 'Sinking almost always comes from a thin or poorly compacted base, or from water washing it out. A deep, compacted gravel base with good drainage and edge restraints keeps pavers level.',
        },
      ],
    },
    {
      name: 'Irrigation Installation and Repair',
      keyword: 'sprinkler system installation',
      what: [
        'Irrigation installation and repair puts water where plants need it without wasting it on sidewalks and driveways.',
        'Systems combine spray heads and rotors for lawns with drip lines for beds and shrubs, grouped into zones by plant type and sun.',
        'A backflow preventer protects your drinking water, and many areas require one to be installed and tested.',
        'Smart controllers adjust watering with the weather and can cut runs during rain, which helps with local watering rules.',
        'Repairs include broken heads, leaking valves, damaged pipes, controller problems and adjusting coverage so every area gets water.',
      ],
      signs: [
        'Dry patches while other areas are soggy',
        'Water spraying onto the street, walls or windows',
        'Heads that do not pop up or stay stuck',
        'A zone that will not turn on or shut off',
        'Water bills that jump during watering season',
      ],
      steps: [
        'We review the yard layout, water pressure and planting zones.',
        'A design and written price are prepared for new systems, or the fault is found for repairs.',
        'Trenches are cut with minimal lawn disruption and lines, valves and heads installed.',
        'The controller is set for each zone and the season.',
        'Coverage is tested and adjusted before we leave.',
      ],
      cost: [
        'Installation cost depends on the yard size, number of zones, drip versus spray, and whether a backflow device and smart controller are included.',
        'Repairs depend on finding the fault; hidden pipe breaks take longer than a broken head.',
      ],
      timing: [
        'New systems are usually installed in a few days.',
        'In freezing climates, schedule spring startup and fall winterization each year.',
      ],
      faqs: [
        {
          q: 'What is a sprinkler blowout?',
          a: 'In cold climates, compressed air is used in fall to push water out of irrigation lines so they do not freeze and crack. It should be done before the first hard freeze.',
        },
        {
          q: 'How long should each zone run?',
          a: 'It depends on the head type, soil and season. Spray zones run shorter than rotor zones, and drip runs longer; we program it to your yard.',
        },
        {
          q: 'Is drip irrigation worth it for beds?',
          a: 'Yes. Drip puts water at the roots with little loss to wind and evaporation and keeps leaves dry, which helps prevent disease.',
        },
      ],
    },
    {
      name: 'Yard Cleanup and Mulching',
      keyword: 'yard cleanup',
      what: [
        'Yard cleanup clears out the leaves, branches, dead plants and weeds that build up between seasons.',
        'Spring cleanup cuts back perennials and ornamental grasses, edges beds, pulls weeds and refreshes mulch.',
        'Fall cleanup removes leaves from lawns and beds, cuts back spent plants and prepares the yard for winter.',
        "Shrubs are pruned at the right time for their type, since cutting spring bloomers in fall removes next year's flowers.",
        'Debris is hauled away or composted, so you are not left with piles and bags.',
        'Gutters, downspout outlets and drains are cleared of leaves so water can get away from the house.',
      ],
      signs: [
        'Leaves matted on the lawn that smother grass',
        'Beds full of weeds and old growth',
        'Overgrown shrubs and vines',
        'Mulch that has faded or thinned',
        'A property you are getting ready to sell or rent',
      ],
      steps: [
        'We walk the yard with you and agree on the cleanup list.',
        'Leaves and debris are removed from lawns and beds.',
        'Plants are cut back and shrubs pruned as appropriate.',
        'Beds are edged and mulched.',
        'Debris is hauled away and hard surfaces are blown clean.',
      ],
      cost: [
        'Cleanup cost depends on the property size, the amount of debris and the work list, such as pruning, edging and mulching.',
        'Mulch is priced by volume, and heavy overgrowth takes more time than routine cleanup.',
      ],
      timing: [
        'Most cleanups take a day or less.',
        'Book spring cleanup before growth starts and fall cleanup after most leaves drop.',
      ],
      faqs: [
        {
          q: 'Should I leave some leaves for wildlife?',
          a: 'Leaving a layer of leaves in beds can shelter insects and enrich the soil. Leaves matted on lawns, though, should be removed or mulched so the grass gets light.',
        },
        {
          q: 'When should I cut back perennials?',
          a: 'Many can be cut back in fall or early spring. Leaving seed heads over winter feeds birds; cut them back before new growth appears.',
        },
        {
          q: 'Do you haul away the debris?',
          a: 'Yes. Debris is hauled away or composted, and the estimate states what is included.',
        },
        {
          q: 'Is one cleanup a year enough?',
          a: 'Many yards do fine with a spring and a fall cleanup, while properties with many trees or large beds benefit from a midsummer touch-up as well. We can schedule whatever combination fits your yard.',
        },
      ],
    },
  ],
  why: [
    'Plants chosen for your climate, sun and soil',
    'Drainage planned before planting or paving',
    'Properly compacted bases under patios and walls',
    'Written plans and prices for every project',
    'Treatments applied according to product labels',
    'Irrigation set up to save water and follow local rules',
    'Clean job sites with debris hauled away',
  ],
  prepare: [
    'Photos of the areas you want to change and what you like in other yards',
    'A rough budget and whether you want to phase the work',
    'A survey or plat of your property if you have one',
    'HOA rules on plants, fences and hardscape',
    'Where irrigation lines, pet areas or play equipment are located',
  ],
  faqs: [
    {
      q: 'What is the difference between a landscaper and a lawn service?',
      a: 'A lawn service focuses on mowing and lawn treatments, while a landscaper also designs and installs plants, patios and irrigation. Many companies do both.',
    },
    {
      q: 'Do landscapers need a license?',
      a: 'It varies. Some states license landscape contractors, irrigation installers or pesticide applicators, and retaining walls or electrical work may need permits. Ask what applies in {stateName}.',
    },
    {
      q: 'When is the best time to plant?',
      a: 'Spring and fall are best for most plants, with milder temperatures and more rain. In hot southern climates, fall and winter planting often works well.',
    },
    {
      q: 'How can I make my yard use less water?',
      a: 'Choose regional plants, group them by water needs, use drip irrigation in beds, add mulch and reduce lawn in areas you do not use.',
    },
    {
      q: 'Do you offer weekly service?',
      a: 'Yes. Weekly or biweekly mowing and bed maintenance plans run through the growing season, with the visits listed in the agreement.',
    },
    {
      q: 'How do I fix water pooling in my yard?',
      a: 'Options include regrading, French drains, dry creek beds, rain gardens and extending downspouts. The right fix depends on where the water comes from and where it can go.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter is the time to plan new beds and patios so work can start when the ground is ready.',
        'Prune many deciduous trees and summer-flowering shrubs while they are dormant.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Book spring cleanup and mowing service before the April rush.',
        'Apply pre-emergent weed control before soil warms, timed for your area.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Water deeply and early in the morning, and raise the mower height during heat.',
        'Check irrigation coverage when brown spots appear.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is the best season to aerate and overseed cool-season lawns and to plant trees and shrubs.',
        'Winterize irrigation before the first hard freeze where winters are cold.',
      ],
    },
  ],
  banned: ['emergency', 'weed-free guaranteed', 'chemical-free lawn'],
};
