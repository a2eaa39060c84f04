// Electrician copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const electrician: VerticalCopy = {
  slug: 'electrician',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Electrical work is the one home repair where a small mistake can cause a fire or a serious shock, so it pays to have it done right.',
    'Homes around {city} range from older houses with two-prong outlets and small panels to new builds wired for EV chargers and heat pumps.',
    'We troubleshoot dead outlets and tripping breakers, upgrade panels, add circuits, install lighting and rewire older homes.',
    'Work follows the National Electrical Code as adopted locally, with permits and inspections where the job requires them.',
    'Before any work begins, you get a written price and a plain explanation of what we found.',
    'We label what we change in the panel and leave the work area as clean as we found it.',
  ],
  services: [
    {
      name: 'Electrical Repair',
      keyword: 'electrical repair',
      what: [
        'Electrical repair finds and fixes faults in outlets, switches, fixtures, breakers and the wiring between them.',
        'A dead outlet is often a tripped GFCI somewhere else on the circuit, a loose backstabbed connection or a failed device.',
        'Breakers that trip repeatedly are telling you something: an overloaded circuit, a short, a ground fault or a worn breaker.',
        'We test with meters and circuit tracers, open only what we need to and repair the connection properly rather than taping over it.',
        'Where code calls for GFCI or AFCI protection, such as kitchens, bathrooms, garages and outdoor outlets, we explain the options.',
      ],
      signs: [
        'Outlets or switches that are warm, discolored or buzzing',
        'Lights that flicker or dim when an appliance starts',
        'A breaker that trips again soon after you reset it',
        'Dead outlets with no tripped breaker you can find',
        'A burning or hot-plastic smell near an outlet or the panel',
      ],
      steps: [
        'We ask what stopped working, when, and what was running at the time.',
        'The circuit is traced and tested from the panel to the problem device.',
        'You approve a written price before the repair.',
        'Damaged devices, connections or wire sections are replaced to code.',
        'We test the circuit under load and confirm GFCI and AFCI devices trip as they should.',
      ],
      cost: [
        'Repair price depends on how long the fault takes to trace, how accessible the wiring is and what parts are needed.',
        'Problems inside finished walls or ceilings take longer than a device swap, and some repairs need a permit.',
      ],
      timing: [
        'Most single-circuit repairs are finished in one visit.',
        'Do not wait on warm outlets or burning smells; turn the circuit off and call.',
      ],
      faqs: [
        {
          q: 'Why does my GFCI outlet keep tripping?',
          a: 'Moisture, a worn appliance, a damaged cord or a failing GFCI device can all trip it. Unplug everything on the circuit and reset; if it still trips, the wiring or the device needs testing.',
        },
        {
          q: 'Is it safe to replace an outlet myself?',
          a: 'Some areas allow homeowners to do minor electrical work on their own homes, but mistakes are easy to make and hard to see. If you are unsure about grounding, GFCI wiring or aluminum wire, leave it to an electrician.',
        },
        {
          q: 'Why are my lights flickering?',
          a: 'A loose bulb or dimmer mismatch is the simple case. Flickering across several rooms, or when large appliances start, can point to a loose connection in the panel or service and should be checked.',
        },
      ],
    },
    {
      name: 'Panel Upgrade',
      keyword: 'panel upgrade',
      what: [
        "A panel upgrade replaces an old or undersized electrical panel, often increasing the home's service size so it can carry modern loads.",
        'Heat pumps, EV chargers, induction ranges, hot tubs and additions all need capacity that a small older service may not have.',
        'Some older panel brands and fuse boxes have known problems, and insurers and home buyers increasingly ask about them.',
        'A service upgrade involves the utility, which disconnects and reconnects power, and a permit and inspection in nearly every area.',
        'We start with a load calculation, because sometimes a load-management device or a subpanel solves the problem without a full upgrade.',
        'The new panel gets proper grounding and bonding, a labeled directory and room for future circuits.',
      ],
      signs: [
        'A fuse box or a panel with no open spaces left',
        'Breakers that trip when two large appliances run together',
        'You plan to add an EV charger, heat pump, hot tub or addition',
        'An insurer or home inspector flagged the panel',
        'Rust, scorch marks or a hot smell at the panel',
      ],
      steps: [
        'We inspect the existing panel and service and run a load calculation.',
        'You receive options, from a subpanel to a full service upgrade, with written prices.',
        'We apply for the permit and coordinate the disconnect with the utility.',
        'The old panel is removed, and the new panel, breakers and grounding are installed.',
        'After the inspection passes, power is restored and every circuit is labeled.',
      ],
      cost: [
        'Panel upgrade cost depends on the new service size, whether the meter and service entrance must change, and the condition of the existing wiring.',
        'Moving the panel, trenching a new underground service or upgrading the grounding system all add to the job.',
      ],
      timing: [
        'The power is usually off for part of one day, and the whole project depends on permit and utility scheduling.',
      ],
      faqs: [
        {
          q: 'How do I know what size service I have?',
          a: 'The main breaker at the top of the panel is usually marked with the service size. We confirm it against the meter and service wires during the visit.',
        },
        {
          q: 'Do I need a panel upgrade for an EV charger?',
          a: 'Not always. A load calculation shows whether your service can carry the charger, and smart chargers or load-management devices can sometimes avoid an upgrade.',
        },
        {
          q: 'Will my power be out during the upgrade?',
          a: 'Yes, for part of the day while the utility disconnects the service and the panel is swapped. Plan around refrigerators, medical devices and home offices.',
        },
      ],
    },
    {
      name: 'Home Rewiring',
      keyword: 'home rewiring',
      what: [
        'Rewiring replaces outdated or damaged wiring in part or all of a house with modern cable, grounded outlets and code-required protection.',
        'Older homes may have knob-and-tube wiring, ungrounded circuits, brittle cloth-insulated cable or aluminum branch wiring.',
        "Those systems were not designed for today's loads and often lack the ground path that modern electronics and safety devices expect.",
        'We plan routes through attics, basements and walls to keep openings small, and coordinate with you on where patching will be needed.',
        'Rewiring is a good time to add outlets where you actually need them, move switches and plan for future upgrades.',
      ],
      signs: [
        'Two-prong outlets throughout the house',
        'Knob-and-tube wiring visible in the attic or basement',
        'Insulation on wires that crumbles when touched',
        'Frequent tripping and not enough outlets for daily use',
        'An insurer that will not cover the home until wiring is updated',
      ],
      steps: [
        'We survey the existing wiring and the panel and map every circuit.',
        'You get a written plan, room by room, with prices and an order of work.',
        'The permit is pulled and rough-in wiring is installed and inspected.',
        'Devices are installed, circuits are tested and the final inspection is scheduled.',
        'Openings are patched or left ready for your drywall finisher, as agreed.',
      ],
      cost: [
        'Rewiring cost depends on the size of the house, how open the attic and basement are, and how many walls must be opened.',
        'Plaster walls, finished basements and multiple stories add labor, while an unfinished basement makes routing easier.',
      ],
      timing: [
        'A whole-house rewire takes several days to a few weeks, and many families stay at home through it with power restored each evening.',
      ],
      faqs: [
        {
          q: 'Is knob-and-tube wiring dangerous?',
          a: 'It was installed properly in its day, but much of it is now old, has been modified or is buried in insulation it was never meant to touch. Many insurers ask that it be replaced.',
        },
        {
          q: 'Can I just replace two-prong outlets with three-prong ones?',
          a: 'Not without a ground. Code allows a GFCI outlet labeled as having no equipment ground as one option, but adding grounded circuits is the better long-term fix.',
        },
        {
          q: 'Can rewiring be done one area at a time?',
          a: 'Yes. Many homeowners rewire in phases, starting with the kitchen, bathrooms or the circuits with the most problems. We plan phases so each one passes inspection on its own.',
        },
      ],
    },
    {
      name: 'EV Charger Installation',
      keyword: 'ev charger installation',
      what: [
        'EV charger installation adds a Level 2 charger or a 240-volt outlet so an electric car charges much faster than on a standard household outlet.',
        'The job includes a dedicated circuit sized to the charger, the right breaker and wire, and a location that suits where you park.',
        "We check the panel's capacity first, since a charger is a large continuous load.",
        'Hardwired chargers and plug-in units each have pros and cons, and outdoor installations need weather-rated equipment.',
        'Some utilities offer rebates or special rates for home charging; ask your utility what applies to you.',
      ],
      signs: [
        'You bought or plan to buy an electric vehicle or plug-in hybrid',
        'Charging from a standard outlet is too slow for your driving',
        'You want a second charger for another vehicle',
        'An existing charger trips its breaker',
      ],
      steps: [
        'We look at the panel, the parking spot and the route for the wire.',
        'A load calculation confirms capacity or identifies the upgrade needed.',
        'You choose the charger and location, and we provide a written price.',
        'The permit is pulled, the circuit and charger are installed, and inspection follows where required.',
        'We test the charger with your vehicle where possible.',
      ],
      cost: [
        'Cost depends on the distance from the panel to the charger, the charger amperage and whether the panel needs an upgrade.',
        'Detached garages, long wire runs and trenching increase the price.',
      ],
      timing: ['Most installations are a one-day job once the permit is in hand.'],
      faqs: [
        {
          q: 'What is the difference between Level 1 and Level 2 charging?',
          a: 'Level 1 uses a standard household outlet and is slow. Level 2 uses a 240-volt circuit and can fill most batteries overnight.',
        },
        {
          q: 'Can I install the charger outside?',
          a: 'Yes, with a charger and outlet rated for outdoor use and proper protection from damage. We help choose a spot that keeps the cable off walkways.',
        },
        {
          q: 'Do I need a permit for an EV charger?',
          a: 'Most areas require one because it is a new dedicated circuit. The permit brings an inspection, which protects you and your insurance coverage.',
        },
        {
          q: 'Hardwired or plug-in charger: which should I choose?',
          a: 'A plug-in charger on a 240-volt outlet is easy to take with you if you move, while a hardwired unit can often charge at a higher rate and avoids outlet wear. Both need a dedicated circuit sized for continuous load.',
        },
      ],
    },
    {
      name: 'Emergency Electrician',
      keyword: 'emergency electrician',
      needs24h: true,
      what: [
        'An emergency electrician handles electrical problems that are unsafe to leave: burning smells, sparking outlets, partial power loss and storm damage.',
        'The first job is making the situation safe, which may mean shutting off a circuit or the whole house.',
        'We then find the fault, repair it when possible and leave the rest of the home safely powered.',
        "If the utility's side is the problem, such as a damaged service drop, we tell you and help you explain it to the utility.",
      ],
      signs: [
        'Sparks, smoke or a burning smell from an outlet, switch or panel',
        'Half the house has lost power or lights are unusually bright or dim',
        'Water has reached the panel, outlets or wiring',
        'A tree or storm has damaged the service wires to the house',
        'Downed lines outside: stay far away and call the utility and 911',
      ],
      steps: [
        'If it is safe, switch off the affected circuit or the main breaker.',
        'Stay away from water and downed lines and do not touch damaged equipment.',
        'We inspect and test to find the fault.',
        'The faulty part is repaired or isolated so the rest of the home has power.',
      ],
      cost: [
        'Cost depends on the fault and the parts, and after-hours work may carry a different rate that is stated before we start.',
        'Storm damage to the service mast or meter base often needs a follow-up repair and inspection before the utility reconnects.',
      ],
      timing: [
        'Shut off power to anything sparking or smoking right away; that matters more than anything else.',
      ],
      faqs: [
        {
          q: 'What does partial power loss mean?',
          a: 'Losing half the house often points to a problem with one leg of the incoming service, which can damage appliances. Call the utility and an electrician, and unplug sensitive equipment.',
        },
        {
          q: 'Can I use outlets after a flood?',
          a: 'No. Outlets, wiring and panels that have been underwater need inspection, and often replacement, before power is restored.',
        },
        {
          q: 'Who fixes the wires between the pole and my house?',
          a: "The utility usually owns the service drop, while the homeowner owns the mast, meter base and panel. An electrician repairs the homeowner's side.",
        },
        {
          q: 'Should I reset a breaker that tripped with a bang?',
          a: 'No. A loud pop, a scorch mark or a burning smell means there may be a short or damaged wire. Leave the breaker off and have the circuit tested before it is turned back on.',
        },
      ],
    },
  ],
  why: [
    'Work done to the electrical code, with permits and inspections where required',
    'Testing with proper meters before and after every repair',
    'Written prices before work begins',
    'Load calculations before adding big appliances or chargers',
    'Clear labels in the panel for every circuit we touch',
    'Small, tidy openings and clean work areas',
    'Honest answers about what is a real hazard and what is not',
  ],
  prepare: [
    'A description of what stopped working and what was running at the time',
    'Access to the electrical panel and a photo of its label if you can',
    'Plans for new appliances, chargers or additions',
    'Any home inspection or insurance notes about the wiring',
  ],
  faqs: [
    {
      q: 'Do electricians need a license?',
      a: 'Most states license electricians, often at apprentice, journeyman and master levels. Ask for the license number and check it with the licensing board in {stateName} or your city.',
    },
    {
      q: 'When is a permit required for electrical work?',
      a: 'New circuits, panel work, rewiring and many fixture additions usually require a permit. Simple like-for-like device replacements often do not, but local rules vary.',
    },
    {
      q: 'What are GFCI and AFCI?',
      a: 'A GFCI shuts off power when current leaks to ground, protecting people from shock in wet areas. An AFCI detects dangerous arcing in wiring that can start fires, and codes now require it in many rooms.',
    },
    {
      q: 'Why do my breakers trip when I run the microwave and toaster together?',
      a: "Kitchen circuits often share loads, and two heating appliances can exceed one circuit's rating. A dedicated circuit or better load balancing usually fixes it.",
    },
    {
      q: 'Should I get a whole-house surge protector?',
      a: 'A surge protector at the panel helps shield appliances and electronics from surges coming in on the utility lines. It works best alongside plug-in protectors for sensitive equipment.',
    },
    {
      q: 'Is aluminum wiring a problem?',
      a: 'Aluminum branch wiring from some decades can overheat at connections. Approved connectors or remediation methods make it safer, and we can inspect and advise.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Space heaters and holiday lights load circuits; plug heaters directly into the wall, never into a power strip.',
        'Winter is a good time to plan panel or rewiring work for spring.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Test outdoor GFCI outlets before yard tools and pool equipment come out.',
        'Plan an EV charger or heat pump circuit before the busy summer schedule.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Summer storms bring power surges; a whole-house surge protector is worth a look.',
        'Air conditioners draw heavy current, so watch for lights dimming when they start.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Check outdoor lighting and timers as the days get shorter.',
        'Have generator inlets and transfer switches checked before winter weather.',
      ],
    },
  ],
  banned: ['master electrician on every job', 'no permit needed', 'cheapest electrician'],
};
