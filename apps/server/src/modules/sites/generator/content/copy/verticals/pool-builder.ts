// Pool builder copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const poolBuilder: VerticalCopy = {
  slug: 'pool-builder',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A backyard pool is one of the largest projects most homeowners ever take on, and one of the most personal.',
    'How you will use it, whether for laps, kids, entertaining or cooling off, shapes the size, depth, shape and features more than anything else.',
    'We design and build inground pools in fiberglass, concrete and vinyl liner, and we remodel and resurface older pools.',
    'Around {city}, soil conditions, drainage, access for equipment, setbacks and local barrier rules all affect what can be built and where.',
    'We explain the tradeoffs between pool types honestly, including the long-term upkeep, not just the up-front price.',
    'Every proposal is written and lists the pool, the equipment, the decking, the fencing and what is not included, so there are no surprises at the end.',
    'We handle permits and inspections and keep you informed at each stage of construction.',
  ],
  services: [
    {
      name: 'Inground Pool Installation',
      keyword: 'inground pool installation',
      what: [
        'Inground pool installation takes a project from a sketch on paper to a finished pool with water, equipment, decking and safety barriers in place.',
        'The design stage sets the shape, size, depth, steps, benches, lighting and features such as a tanning ledge, spa or water feature.',
        'Construction includes excavation, plumbing, electrical bonding and wiring, the pool shell, the filtration equipment, and the surrounding deck.',
        'Local codes typically require a permit, electrical inspections and a compliant barrier such as a fence with self-closing, self-latching gates.',
        'Equipment choices, such as variable-speed pumps, cartridge or sand filters, heaters or heat pumps, salt systems and automation, shape running costs for years.',
        'We walk you through the schedule, the inspection points and what the yard will look like during construction.',
      ],
      signs: [
        'You have the yard space and want to spend more time at home outdoors',
        'You are comparing pool types and want an honest side-by-side',
        'You have a rough budget and want to see what it can include',
        'Your HOA or city has rules you need help navigating',
      ],
      steps: [
        'We visit the yard, discuss how you will use the pool and check access, slopes and utilities.',
        'A design and written proposal list the pool, equipment, decking and barrier.',
        'Permits are applied for and utilities are marked.',
        'The pool is excavated and the shell, plumbing and electrical are installed and inspected.',
        'Decking, coping, equipment and barriers are completed.',
        'The pool is filled, balanced and started up, and we show you how to run it.',
      ],
      cost: [
        'Pool cost depends on the type, size and shape, site access and soil, and the equipment and features you choose.',
        'Decking, fencing, landscaping, lighting, heating and spa additions often add as much as the pool itself, so compare complete proposals.',
        'Ask whether a quote includes permits, dirt hauling, electrical runs and the final fence, since these are common gaps.',
      ],
      timing: [
        'Construction takes several weeks to a few months depending on pool type, weather and inspections.',
        'Design in fall or winter to swim by summer, since spring calendars fill quickly.',
      ],
      faqs: [
        {
          q: 'Which pool type is best?',
          a: 'Fiberglass installs quickly and is easy to maintain, concrete offers complete design freedom, and vinyl liner has a lower starting price. The best choice depends on your budget, yard and how long you plan to stay.',
        },
        {
          q: 'What safety features are required?',
          a: 'Most areas require a barrier around the pool with self-closing, self-latching gates, and federal rules require anti-entrapment drain covers. Alarms and safety covers add extra protection.',
        },
        {
          q: 'What should I ask a pool builder?',
          a: 'Ask who does the excavation, plumbing and electrical work, what the payment schedule is, what warranties cover the shell and equipment, and whether the company carries insurance and any license your state requires.',
        },
        {
          q: 'Can you finance a pool?',
          a: 'Many homeowners use home equity or pool loans from lenders. Approval and rates depend on the lender and your credit; compare offers before signing.',
        },
      ],
    },
    {
      name: 'Fiberglass Pool Installation',
      keyword: 'fiberglass pool installation',
      what: [
        'A fiberglass pool is a one-piece shell built in a factory and set into a prepared hole in your yard.',
        'Because the shell arrives finished, installation is faster than concrete, and the smooth gelcoat surface resists algae and is gentle on feet.',
        'Shapes and sizes are limited to the molds the manufacturer offers, and shells must fit on the roads and over obstacles on the way to your yard.',
        'The shell sits on a compacted gravel base and is backfilled evenly while it is filled with water, which keeps the walls from bowing.',
        'A crane usually lifts the shell over the house or fence, so access and overhead lines are checked early.',
      ],
      signs: [
        'You want to swim sooner rather than later',
        'Low maintenance matters more than a custom shape',
        'Your yard has crane access over or around the house',
        'You prefer a smooth surface that uses fewer chemicals',
      ],
      steps: [
        'You choose a model and options, such as tanning ledges and lighting.',
        'The site is excavated and a gravel base is laid and leveled.',
        'The shell is craned into place and plumbed.',
        'Backfill and water filling happen together to keep the shell stable.',
        'Coping, decking and equipment are installed and the pool is started up.',
      ],
      cost: [
        'Fiberglass pool cost depends on the shell model and size, crane and delivery logistics, and the decking and equipment chosen.',
        'Difficult access, rocky soil or a high water table add to excavation costs.',
      ],
      timing: [
        'Once permits are in hand, fiberglass pools are often swimmable within weeks rather than months.',
      ],
      faqs: [
        {
          q: 'Do fiberglass pools crack?',
          a: 'Modern shells are strong and flexible, but poor installation, especially uneven backfill, can cause problems. Ask about the shell warranty and how the builder backfills.',
        },
        {
          q: 'Can a fiberglass pool be heated?',
          a: 'Yes. Heaters, heat pumps and solar heating all work with fiberglass. The surface also holds warmth reasonably well.',
        },
        {
          q: 'Why are fiberglass pools a certain width?',
          a: 'Shells must be transported on roads, which limits their width. That is why very wide pools are usually concrete.',
        },
        {
          q: 'Can a fiberglass pool have a custom spa?',
          a: 'Many manufacturers offer matching fiberglass spas that attach to the pool or sit beside it. Fully custom spa shapes are easier with concrete construction.',
        },
      ],
    },
    {
      name: 'Concrete Pool Construction',
      keyword: 'gunite pool construction',
      what: [
        'Concrete pools, built with gunite or shotcrete sprayed over a steel rebar framework, can be any shape, size or depth you can imagine.',
        'They allow features such as vanishing edges, beach entries, built-in spas, swim-up benches and deep diving areas.',
        'After the shell cures, it is finished with plaster, pebble aggregate or tile, each with a different feel, look and lifespan.',
        'Concrete pools take longer to build and need periodic resurfacing, and the surface is more porous, so water chemistry matters.',
        "In areas with expansive soils or slopes, an engineer's design for the shell is often required.",
      ],
      signs: [
        'You want a custom shape, depth or feature',
        'Your yard is irregular, sloped or has tight spaces',
        'You want an attached spa or water features',
        'You expect to live in the house for a long time',
      ],
      steps: [
        'The pool is designed, engineered and permitted.',
        'Excavation is followed by a steel rebar cage and plumbing.',
        'Gunite or shotcrete is sprayed to form the shell and left to cure.',
        'Tile, coping and the interior finish are applied.',
        'Decking, equipment and barriers are completed and the pool is filled and started.',
      ],
      cost: [
        'Concrete pool cost depends on size, shape, features, the interior finish and site conditions such as rock or slopes.',
        'Over the years, resurfacing and more chemical use should be part of the budget.',
      ],
      timing: ['Concrete pools commonly take a few months from excavation to swimming.'],
      faqs: [
        {
          q: 'Gunite or shotcrete: what is the difference?',
          a: 'Both are sprayed concrete. Gunite is mixed with water at the nozzle, shotcrete arrives premixed; both make strong shells when applied by an experienced crew.',
        },
        {
          q: 'How often does a concrete pool need resurfacing?',
          a: "Plaster finishes need resurfacing sooner than pebble finishes, and water chemistry makes a big difference. Expect resurfacing at some point in the pool's life.",
        },
        {
          q: 'Can a concrete pool have a spa attached?',
          a: 'Yes. Attached spas can spill into the pool and share equipment, one of the reasons people choose concrete.',
        },
        {
          q: 'Why does a concrete pool take so long?',
          a: "Each stage needs time: the steel inspection, the shell's curing period, tile and coping work, and the interior finish. Rushing curing weakens the shell and the finish.",
        },
      ],
    },
    {
      name: 'Vinyl Liner Pool Installation',
      keyword: 'vinyl liner pool installation',
      what: [
        'A vinyl liner pool uses steel or polymer wall panels and a custom-fitted vinyl liner that holds the water.',
        'Vinyl pools usually have a lower starting price than concrete or fiberglass and can be built in many shapes and sizes.',
        'The liner feels smooth and resists algae, but it can be punctured by sharp objects and will need replacing over the life of the pool.',
        'The floor is typically a troweled base of vermiculite or grout mix, and steps can be built in or added as acrylic units.',
      ],
      signs: [
        'You want an inground pool at a more modest starting price',
        'A larger pool size matters more than premium finishes',
        'Your area has a short swim season',
        'You are replacing an old vinyl pool',
      ],
      steps: [
        'The pool size, shape and liner pattern are chosen.',
        'Excavation is followed by wall panel installation and bracing.',
        'Plumbing and the floor base are completed.',
        'The liner is measured, fitted and set with a vacuum as the pool fills.',
        'Coping, decking and equipment are installed and the pool is started.',
      ],
      cost: [
        'Vinyl pool cost depends on size, wall material, liner thickness and pattern, steps and the surrounding deck.',
        'Liner replacement is a future cost to plan for, along with care to prevent punctures.',
      ],
      timing: ['Vinyl pools often take several weeks to build once permits are ready.'],
      faqs: [
        {
          q: 'How long does a vinyl liner last?',
          a: 'Liners commonly last many years with good water chemistry and care, and sun exposure above the waterline ages them fastest. Replacement is a normal part of owning a vinyl pool.',
        },
        {
          q: 'Can dogs swim in a vinyl pool?',
          a: 'They can, but claws can puncture the liner. A thicker liner and a pet-friendly exit step reduce the risk.',
        },
        {
          q: 'Can a torn liner be patched?',
          a: 'Small tears can often be patched, even underwater. Large or multiple tears, or a brittle liner, usually call for replacement.',
        },
        {
          q: 'Can I choose the liner pattern?',
          a: 'Yes. Liners come in many patterns and colors, and the color of the water changes with the liner. Samples look different in water, so view photos of installed pools before choosing.',
        },
      ],
    },
    {
      name: 'Pool Remodeling and Resurfacing',
      keyword: 'pool remodeling',
      what: [
        'Pool remodeling brings an older pool up to date with a new interior finish, tile, coping, decking, lighting or equipment.',
        'Resurfacing removes rough, stained or delaminating plaster and applies a fresh finish such as plaster, quartz or pebble aggregate.',
        'Remodels are a chance to add a tanning ledge, change steps, add LED lighting, or replace an old pump with a variable-speed one.',
        'Safety upgrades, such as compliant drain covers and better barriers, are often part of bringing an older pool up to current standards.',
        'We inspect for leaks and structural cracks before refinishing, since new finishes do not fix underlying problems.',
      ],
      signs: [
        'Rough, stained or flaking plaster',
        'Cracked or missing tile and loose coping stones',
        'Water loss beyond normal evaporation',
        'Old, noisy, inefficient pumps and filters',
        'Outdated drain covers or lighting',
      ],
      steps: [
        'We inspect the shell, tile, coping, plumbing and equipment.',
        'You choose finishes and upgrades and receive a written proposal.',
        'The pool is drained carefully, with attention to groundwater conditions.',
        'Old surfaces are removed and repairs, tile and coping completed.',
        'The new finish is applied, the pool is filled and the water chemistry is started carefully.',
      ],
      cost: [
        'Remodel cost depends on pool size, the finish chosen, and how much tile, coping, decking or equipment is replaced.',
        'Hidden structural or plumbing problems found after draining are priced separately.',
      ],
      timing: [
        'Resurfacing usually takes a few weeks including draining and curing.',
        'Schedule in the off-season so the pool is ready for summer.',
      ],
      faqs: [
        {
          q: 'Is it safe to drain my pool?',
          a: 'Draining should be done carefully; in areas with high groundwater, an empty pool can shift or float. Builders use relief valves and timing to reduce the risk.',
        },
        {
          q: 'Which finish lasts longest?',
          a: "Pebble and quartz finishes generally outlast standard plaster, at a higher price. Water chemistry affects every finish's lifespan.",
        },
        {
          q: 'Should I upgrade my pool pump?',
          a: 'Variable-speed pumps can use much less electricity than older single-speed pumps, and some areas require them for replacements. Savings depend on how the pump is run.',
        },
        {
          q: 'Can I add a tanning ledge to an existing pool?',
          a: 'In many concrete pools, yes, by building the ledge inside the shell during a remodel. It makes the deep end or overall pool smaller, so we check the layout first.',
        },
      ],
    },
  ],
  why: [
    'Honest comparisons of fiberglass, concrete and vinyl',
    'Written proposals that list what is and is not included',
    'Permits, inspections and barrier rules handled properly',
    'Equipment chosen for running costs as well as price',
    'Clear payment schedules tied to construction stages',
    'Updates at each stage of the build',
    'A full walkthrough of how to run and care for the pool',
  ],
  prepare: [
    'A property survey or plat showing lot lines and easements',
    'Photos of the yard and access routes from the street',
    'Your budget range, including decking and fencing',
    'HOA rules and any neighborhood restrictions',
    'A list of must-have features and nice-to-haves',
  ],
  faqs: [
    {
      q: 'How long does it take to build a pool?',
      a: 'It depends on pool type, permits and weather. Fiberglass is usually fastest, vinyl next and concrete longest.',
    },
    {
      q: 'Do I need a permit for a pool?',
      a: 'Yes, in nearly every area. Permits cover the structure, electrical and barrier requirements, and inspections happen at several stages.',
    },
    {
      q: 'How close to the house or property line can a pool be?',
      a: 'Setback rules vary by city and HOA. Easements, septic systems and utility lines also limit placement, so we check them early.',
    },
    {
      q: 'What does it cost to run a pool?',
      a: 'Running costs depend on the pump, heating, chemical use, water rates and the length of your season. Efficient equipment and a cover reduce them noticeably.',
    },
    {
      q: 'Will a pool increase my home value?',
      a: 'It depends on your market and neighborhood; in some areas buyers expect pools and in others they do not. Build a pool because you will enjoy it, not as an investment.',
    },
    {
      q: 'Do pool builders need a license?',
      a: "Many states license pool contractors or require general contractor licensing, and electrical work needs a licensed electrician. Check the builder's license with the licensing board in {stateName}.",
    },
    {
      q: 'Saltwater or chlorine?',
      a: 'Saltwater systems make chlorine from salt, which many people find gentler on skin. They cost more up front, and salt can affect some stone and metal features.',
    },
  ],
  seasons: [
    {
      months: [9, 10, 11, 0],
      advice: [
        'Fall and winter are the best time to design a pool and get permits moving for summer.',
        'Builders are less busy now, so there is more time for planning and changes.',
      ],
    },
    {
      months: [1, 2, 3],
      advice: [
        'Break ground in late winter or early spring to be swimming by summer.',
        'Book remodels and resurfacing now, before pools open for the season.',
      ],
    },
    {
      months: [4, 5, 6],
      advice: [
        'Spring and early summer are peak building months; expect longer waits for start dates.',
        'Plan landscaping around the pool once the decking is finished.',
      ],
    },
    {
      months: [7, 8],
      advice: [
        'Late summer is a good time to visit finished pools and see how materials weather in the sun.',
        'Start talking with builders now if you want the pool ready for next season.',
      ],
    },
  ],
  banned: ['guaranteed approval', 'free pool', 'emergency', 'no permits needed'],
};
