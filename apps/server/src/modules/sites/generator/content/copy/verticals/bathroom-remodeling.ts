// Bathroom remodeling copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const bathroomRemodeling: VerticalCopy = {
  slug: 'bathroom-remodeling',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'Bathrooms are small rooms with a lot going on: water supply and drains, venting, electrical near water, and surfaces that stay wet every day.',
    'A remodel that looks good but skips the waterproofing behind the tile can fail quietly for years before anyone sees the damage.',
    'We plan bathroom projects around what you need, from a shower that is easier to step into to a primary bath with double sinks and better storage.',
    'Around {city}, many bathrooms still have original tubs, tile and fans that were never vented outdoors, and updating those basics makes a big difference in comfort and moisture control.',
    'We explain the choices between tile and solid-surface walls, tubs and showers, and the fixtures worth spending on.',
    'Estimates are written and list the scope, the materials and how we handle anything found behind the old walls.',
  ],
  services: [
    {
      name: 'Bathroom Remodeling',
      keyword: 'bathroom remodeling',
      what: [
        'A full bathroom remodel takes the room down to the studs and subfloor and rebuilds it with new plumbing fixtures, tile, vanity, lighting and ventilation.',
        'Opening the walls lets us replace old supply lines and shutoff valves, fix rotted subfloor around the toilet, and add blocking for grab bars and accessories.',
        'Layout changes, such as moving a toilet or turning a tub alcove into a larger shower, are possible but add plumbing work and usually a permit.',
        'A properly sized exhaust fan ducted outside is one of the least glamorous parts of the job and one of the most important for preventing mold and peeling paint.',
        'We help you choose a vanity, counter, shower system and tile that fit the room, your storage needs and your budget.',
      ],
      signs: [
        'Soft or spongy floor near the toilet or tub',
        'Cracked tile, failing grout or caulk that keeps turning black',
        'Peeling paint or mildew on the ceiling despite cleaning',
        'A vanity with too little storage or a swollen, water-damaged base',
        'Fixtures and finishes that date the whole house',
      ],
      steps: [
        'We measure the room, look at the plumbing and venting, and talk about how the bathroom is used.',
        'You get a layout and a written proposal, then choose fixtures, tile and finishes.',
        'Permits are pulled where needed and demolition protects the rest of the home from dust.',
        'Rough plumbing, electrical and venting are done and inspected, then walls are closed with water-resistant backer board.',
        'Waterproofing, tile, vanity, fixtures and lighting are installed in order.',
        'We test every fixture for leaks and drainage and walk through the finished room with you.',
      ],
      cost: [
        'Room size, the amount of tile, and whether fixtures move are the biggest drivers, because relocating drains and supply lines adds plumbing labor and inspections.',
        'Fixture choices, such as a custom glass enclosure, a freestanding tub or a thermostatic shower valve, and repairs to subfloor or framing also shape the price.',
      ],
      timing: [
        'A typical full bathroom remodel takes a few weeks of work, longer if a layout changes or special-order items are involved.',
        'If this is the only bathroom in the house, plan how the household will manage while it is out of service.',
      ],
      faqs: [
        {
          q: 'How do you prevent leaks behind the tile?',
          a: 'Tile and grout are not waterproof on their own. We install a waterproof membrane or coated backer board behind the tile and around the shower pan and flood test the pan before tiling.',
        },
        {
          q: 'Do I need a permit for a bathroom remodel?',
          a: 'Replacing finishes in place often does not, while moving plumbing, adding circuits or changing the fan usually does. We tell you what your project needs and schedule the inspections.',
        },
        {
          q: 'Can I keep my tub and change everything else?',
          a: 'Yes, a cast iron tub in good shape can stay and be protected during the work. Some older tubs can also be professionally refinished.',
        },
      ],
    },
    {
      name: 'Shower Remodel',
      keyword: 'shower remodel',
      what: [
        'A shower remodel replaces the walls, pan, valve and glass of an existing shower, or builds a new custom shower with tile, niches and a bench.',
        'The critical work is invisible once done: a properly sloped pan, a waterproof membrane that laps correctly into the drain, and sealed seams and corners.',
        'You can choose a tiled shower, a solid-surface or acrylic wall system with few grout lines, or a combination with a tiled floor.',
        'Valves matter too, with pressure-balancing and thermostatic valves protecting against sudden temperature swings when someone flushes a toilet.',
        'Glass enclosures are measured after tile is finished and range from framed sliding doors to frameless panels.',
      ],
      signs: [
        'Grout that is cracked or keeps growing mold no matter how often you clean',
        'Loose tiles or a hollow sound when you tap the walls',
        'Water stains on the ceiling below or the floor outside the shower',
        'A fiberglass stall that is cracked or permanently stained',
        'A valve that drips or swings from hot to cold',
      ],
      steps: [
        'We inspect the existing shower and the framing around it for signs of water damage.',
        'You choose the wall system, tile, valve, drain style and glass.',
        'The old shower is removed down to the studs and any rotted framing or subfloor is repaired.',
        'A new pan and waterproofing are installed and tested before any tile goes on.',
        'Tile or wall panels, fixtures and trim are installed, then glass is measured and fitted.',
      ],
      cost: [
        'Tile versus panel walls, the size of the shower, features like niches and benches, and the valve system set most of the price.',
        'Frameless glass, linear drains and hidden water damage found during demolition add cost.',
      ],
      timing: [
        'Most shower remodels take one to two weeks of work, with a short wait afterward for custom glass to be made.',
      ],
      faqs: [
        {
          q: 'What is a linear drain?',
          a: 'A long, narrow drain set at one side of the shower so the floor slopes one way. It allows large floor tiles and makes a low or curbless entry easier.',
        },
        {
          q: 'Is tile or a panel system better?',
          a: 'Tile gives unlimited design choices and a custom look but needs grout care. Solid panels have few seams, clean up quickly and install faster.',
        },
        {
          q: 'How long before I can use the new shower?',
          a: 'Grout and sealants need time to cure before daily use. We give you a specific date based on the materials used.',
        },
      ],
    },
    {
      name: 'Tub-to-Shower Conversion',
      keyword: 'tub to shower conversion',
      what: [
        'A tub-to-shower conversion removes a bathtub that rarely gets used and replaces it with a walk-in shower in the same space.',
        'It is popular with homeowners who want easier access and a roomier shower without changing the size of the bathroom.',
        'The drain usually has to move and a new shower pan with the correct slope is built, since a tub drain sits in a different position and height.',
        'Walls are rebuilt with waterproof backer and finished with tile or solid panels, and a low curb or a curbless entry can be planned.',
        'If this is the only tub in the house, think about resale and young children before removing it, and we will talk that through honestly.',
      ],
      signs: [
        'Stepping over the tub wall has become hard or unsafe',
        'The tub is used only as a shower',
        'The tub is chipped, stained or cracked',
        'You want a larger shower without enlarging the room',
      ],
      steps: [
        'We check the drain location, floor framing and the walls around the tub.',
        'You choose the entry style, wall finish, fixtures and glass.',
        'The tub and surrounding walls are removed and the drain is relocated for the new pan.',
        'The pan and waterproofing go in and are tested, then walls and fixtures are finished.',
      ],
      cost: [
        'Price depends on how far the drain moves, the floor structure, the wall finish chosen and whether the entry is curbless.',
        'Extra grab bars, benches and glass doors add to the total.',
      ],
      timing: ['Most conversions take about a week or two of work, plus time for custom glass.'],
      faqs: [
        {
          q: 'Will removing my tub hurt resale?',
          a: 'In many homes buyers expect at least one tub, especially families with young children. If you have another tub in the house, converting the one you use most is usually a safe choice.',
        },
        {
          q: 'Can a conversion be curbless?',
          a: 'Often, but it may require lowering the floor framing or building up the bathroom floor. We check the structure before promising a zero-threshold entry.',
        },
        {
          q: 'Do I need a new valve?',
          a: 'Tub and shower valves are often replaced at the same time so the new shower gets a safer, modern valve. It is much easier while the wall is open.',
        },
      ],
    },
    {
      name: 'Walk-In Tub Installation',
      keyword: 'walk-in tub installation',
      what: [
        'A walk-in tub has a watertight door and a low step-in threshold, so you can sit down to bathe without climbing over a high tub wall.',
        'Most models have a built-in seat, grab bars and a non-slip floor, and some add air or water jets and heated seats.',
        'The bather has to get in before filling and wait for the tub to drain before opening the door, so fill and drain speed are worth comparing.',
        'Deep walk-in tubs hold a lot of water, so your water heater needs to keep up or the bath turns lukewarm before it is full.',
        'Jetted and heated models need a dedicated electrical circuit, usually GFCI protected, installed by a licensed electrician.',
      ],
      signs: [
        'Getting in and out of a standard tub feels risky',
        'You prefer bathing to showering for comfort or joint pain',
        'A family member needs to sit while bathing',
        'You want to stay in your home as you age',
      ],
      steps: [
        'We measure the space, door clearance and access path, and check the water heater and electrical panel.',
        'You compare models by size, door side, seat height, fill and drain speed and features.',
        'The old tub is removed and the plumbing adapted to the new drain and fill.',
        'The walk-in tub is set level, connected, sealed to the walls and tested for leaks at the door.',
        'Walls around the tub are finished and you are shown how the door, controls and drain work.',
      ],
      cost: [
        'The model and its features, such as jets, heated surfaces and fast-drain pumps, drive much of the price.',
        'Installation cost depends on plumbing changes, electrical work, wall repairs and whether a larger water heater is needed.',
      ],
      timing: [
        'Once the tub arrives, installation usually takes a few days including electrical and wall finishing.',
      ],
      faqs: [
        {
          q: 'Do walk-in tubs leak at the door?',
          a: 'A properly installed door seal holds water, but installation must be level and the seal kept clean. Ask about the door seal warranty when comparing models.',
        },
        {
          q: 'Will my water heater be big enough?',
          a: "Many walk-in tubs hold more water than a standard tub. We check your heater's capacity and recovery and tell you whether an upgrade makes sense.",
        },
        {
          q: 'Does insurance or Medicare cover a walk-in tub?',
          a: 'Coverage is limited and depends on the plan and medical need. Check with your insurer or benefits office before you buy.',
        },
      ],
    },
    {
      name: 'Accessible Bathroom Remodeling',
      keyword: 'accessible bathroom remodel',
      what: [
        'An accessible bathroom remodel makes the room safer and easier to use for people with limited mobility, a wheelchair or a walker, or for anyone planning to age in place.',
        'Common changes include a curbless or low-threshold shower, grab bars anchored into solid blocking, a comfort-height toilet and a handheld showerhead on a slide bar.',
        'Wider doorways, lever handles, a wall-hung or open vanity for knee space, and slip-resistant flooring make everyday use easier.',
        'Good lighting, including a night light path, and controls placed within reach without stretching are small details that matter.',
        'We follow accessibility guidelines in general terms and plan around the specific needs of the person using the room.',
      ],
      signs: [
        'Someone in the home uses a walker, wheelchair or cane',
        'Towel bars are being used as grab bars',
        'A fall or near fall has already happened in the bathroom',
        'You are planning for a parent moving in or your own future needs',
      ],
      steps: [
        'We talk with you, and if you like with a therapist or caregiver, about what is hard in the current room.',
        'We measure turning space, door widths and the shower area and plan the changes.',
        'Blocking goes in for grab bars wherever they may be needed now or later.',
        'The shower, toilet, vanity and flooring are installed for the planned access.',
        'We check reach, clearances and grab bar strength with you before finishing.',
      ],
      cost: [
        'Curbless showers and doorway widening involve framing and floor work, which is the biggest factor in price.',
        'The number of fixtures replaced and the finish level drive the rest of the cost.',
      ],
      timing: [
        'Small changes like grab bars and a handheld shower take a day, while a full accessible remodel takes a few weeks.',
      ],
      faqs: [
        {
          q: 'Do grab bars have to look institutional?',
          a: "No, many grab bars look like towel bars or shelves and come in the same finishes as other fixtures. What matters is that they are anchored into blocking or framing rated for a person's weight.",
        },
        {
          q: 'How wide should a bathroom door be for a wheelchair?',
          a: 'Wider than most standard interior doors, which is why doorways are often widened during these remodels. We measure the specific wheelchair or walker and plan clear space to match.',
        },
        {
          q: 'Can accessible bathrooms still look modern?',
          a: 'Yes, curbless showers, floating vanities and large tiles are modern features that also happen to be accessible. Good design makes the room easier for everyone.',
        },
      ],
    },
  ],
  why: [
    'Waterproofing done and tested before tile goes on',
    'Written proposals that spell out scope and materials',
    'Plumbing and electrical handled by the right licensed trades',
    'Exhaust fans vented outside to protect the rest of the house',
    'Blocking added for grab bars while the walls are open',
    'Dust protection for the rest of the home during demolition',
    'Clear communication when hidden damage turns up',
  ],
  prepare: [
    'Photos of the current bathroom and any water stains or soft spots',
    'Saved pictures of bathrooms and fixtures you like',
    'A list of who uses the bathroom and any mobility needs',
    'A budget range and any timing that matters, such as guests or a sale',
    'Whether this is the only bathroom in the house',
  ],
  faqs: [
    {
      q: 'What should I splurge on in a bathroom?',
      a: 'The shower valve, waterproofing and ventilation do the most for how long the room lasts. After that, spend where you touch and see every day, like the vanity top and shower fixtures.',
    },
    {
      q: 'How do you handle mold or rot behind the walls?',
      a: 'If we find it during demolition, we stop, show you, and explain the repair before continuing. Extensive mold may need a remediation company before rebuilding.',
    },
    {
      q: 'Can I use my bathroom during the remodel?',
      a: 'Not usually, since the fixtures are removed early. If it is your only bathroom, we plan the schedule to keep the toilet working as much as possible.',
    },
    {
      q: 'Is a small bathroom worth remodeling?',
      a: 'Yes, small baths often gain the most from a better layout, a wall-hung vanity, a glass enclosure and good lighting. The smaller area also keeps material quantities down.',
    },
    {
      q: 'What is the best flooring for a bathroom?',
      a: 'Porcelain tile is the classic choice because it handles water and lasts, and heated mats can go under it. Waterproof vinyl plank is a comfortable, lower-cost alternative.',
    },
    {
      q: 'Do you help choose fixtures and tile?',
      a: 'Yes, we guide selections and make sure everything fits the space and works together. Choosing before work starts keeps the schedule moving.',
    },
    {
      q: 'Why does my bathroom mirror stay foggy?',
      a: 'Usually the exhaust fan is too small, not ducted outdoors or not run long enough. A properly sized, quiet fan on a timer is an easy upgrade during a remodel.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter is a good time to plan a bathroom and order tile and fixtures before spring projects crowd the calendar.',
        'Cold weather shows ventilation problems: heavy condensation on windows and ceilings means the fan is not keeping up.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is the busiest remodeling season, so book early if you want the work done before summer guests.',
        'If you are selling this year, an updated bathroom is one of the rooms buyers look at most closely.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer is a good time to remodel a second bathroom while the household is out and about more.',
        'Humid months make a weak exhaust fan obvious, so it is a good time to upgrade it.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'If you want a guest bath ready for the holidays, settle the design in early fall.',
        'Late fall is a sensible time to add grab bars or a handheld shower for visiting family.',
      ],
    },
  ],
  banned: ['lifetime warranty', 'mold-proof', 'no permits needed', 'one-day bath'],
};
