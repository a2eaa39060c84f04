// HVAC copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const hvac: VerticalCopy = {
  slug: 'hvac',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'Heating and cooling are the systems a home leans on hardest, and they tend to fail on the hottest and coldest days of the year.',
    'In {city}, air conditioners carry the summer load and furnaces or heat pumps carry the winter one, so both wear steadily.',
    'We repair, maintain and replace central air conditioners, furnaces, heat pumps and ductless systems.',
    'Every visit starts with a diagnosis you can follow: what failed, why it failed and what the options are.',
    "When replacement makes sense, we size the new equipment to the house rather than simply matching the old unit's label.",
    'Prices are written down before the work begins, and we explain which repairs are urgent and which can be planned.',
  ],
  services: [
    {
      name: 'AC Repair',
      keyword: 'ac repair',
      what: [
        'AC repair gets a central air conditioner or heat pump cooling again when it blows warm air, short-cycles or will not start.',
        'The usual failures are capacitors, contactors, condenser fan motors, clogged condensate drains, dirty coils and refrigerant leaks.',
        'We measure pressures, temperatures and electrical readings to find the failed part rather than replacing parts until something works.',
        'If refrigerant is low, there is a leak somewhere, and we look for it instead of simply topping the system off.',
        'Before we leave, we check airflow and the temperature drop across the indoor coil to confirm the system is cooling properly.',
      ],
      signs: [
        'Warm or barely cool air from the vents',
        'The outdoor unit hums but the fan does not spin',
        'Ice on the refrigerant lines or indoor coil',
        'Water leaking around the indoor unit or furnace',
        'The system turns on and off in short, frequent bursts',
        'A breaker that trips when the AC starts',
      ],
      steps: [
        'We check the thermostat, the filter and the breaker before opening the equipment.',
        'Electrical parts, motors and the condensate drain are tested.',
        "Refrigerant pressures and temperatures are measured against the manufacturer's specifications.",
        'You approve a written price for the repair before we proceed.',
        'We make the repair and confirm the system is cooling with a temperature check at the vents.',
      ],
      cost: [
        'Repair price depends on the failed part, the age of the system and whether refrigerant work is involved.',
        'Older systems that use phased-out refrigerants cost more to recharge, which can tip the decision toward replacement.',
      ],
      timing: [
        'Common parts such as capacitors and contactors are often replaced in one visit.',
        "Book a checkup in spring, before the first heat wave fills everyone's schedule.",
      ],
      faqs: [
        {
          q: 'Why is my AC running but not cooling?',
          a: 'A dirty filter, a frozen coil, a failed outdoor fan or low refrigerant are the common causes. Check the filter and make sure the outdoor unit is running, then call us if the air is still warm.',
        },
        {
          q: 'Why is my indoor unit leaking water?',
          a: 'Air conditioners remove moisture, and that water drains through a condensate line. When the line clogs with algae or the pan cracks, water spills out, and a cleared line usually fixes it.',
        },
        {
          q: 'Should I repair or replace an old AC?',
          a: 'Consider age, repair cost, refrigerant type and how well the house has been cooling. We lay out both options so you can compare them side by side.',
        },
      ],
    },
    {
      name: 'Furnace Repair',
      keyword: 'furnace repair',
      what: [
        'Furnace repair restores heat from gas, propane and electric furnaces.',
        'Most no-heat calls trace back to a dirty flame sensor, a failed igniter, a blocked condensate line, a bad inducer motor or a tripped safety switch.',
        'We test every safety control and inspect the heat exchanger for cracks, which can let combustion gases into the air you breathe.',
        'A combustion check and a look at the flue confirm that exhaust is leaving the house as it should.',
        'If the furnace is unsafe to run, we explain why and shut it down rather than leave you with a risk.',
      ],
      signs: [
        'The furnace runs but blows cold air',
        'The burners light and then shut off after a few seconds',
        'Loud banging, squealing or rattling when the heat starts',
        'A yellow, flickering burner flame instead of a steady blue one',
        'Rooms that are much colder than others',
        'The carbon monoxide alarm sounds; leave the house and call for help first',
      ],
      steps: [
        'We check the thermostat, filter, power and gas supply.',
        'The ignition sequence is watched to see where it stops.',
        'Safety switches, sensors and the inducer are tested and the heat exchanger is inspected.',
        'You approve a written price for the repair.',
        'We repair, run a full heating cycle and check combustion and temperature rise.',
      ],
      cost: [
        'Furnace repair cost depends on the part, the furnace brand and whether it is a standard or high-efficiency model.',
        'Control boards and inducer motors cost more than sensors and igniters, and a cracked heat exchanger usually means replacement.',
      ],
      timing: [
        'Many furnace repairs take one visit.',
        'Have the furnace checked in early fall so problems show up before the first cold night.',
      ],
      faqs: [
        {
          q: 'How often should I change my furnace filter?',
          a: 'It depends on the filter type and your home, but checking it monthly during heavy use is a good habit. A clogged filter restricts airflow and can make the furnace overheat and shut down.',
        },
        {
          q: 'Is a carbon monoxide detector necessary with a gas furnace?',
          a: 'Yes. Any home with gas appliances or an attached garage should have working carbon monoxide alarms near sleeping areas and on every level.',
        },
        {
          q: 'Why does my furnace short-cycle?',
          a: 'An overheating furnace, a dirty flame sensor, a poorly placed thermostat or an oversized unit can all cause short cycles. We test each one to find the cause.',
        },
      ],
    },
    {
      name: 'Air Conditioning Installation',
      keyword: 'air conditioning installation',
      what: [
        'Air conditioning installation replaces a worn-out system or adds central air to a house that never had it.',
        'Proper sizing starts with a load calculation, such as Manual J, that looks at square footage, insulation, windows and the direction the house faces.',
        'An oversized unit cools quickly but leaves the air clammy, while an undersized one runs all afternoon and still falls behind.',
        'We match the outdoor unit to the indoor coil and furnace or air handler, and check the ductwork for leaks and restrictions.',
        'Efficiency is rated by SEER2, and we explain what a higher rating means for your comfort and bills without promising a particular saving.',
        'The installation includes new line sets or a careful flush of existing ones, a new pad or mounting, electrical disconnects and the permit where required.',
      ],
      signs: [
        'Your system is old and needs another expensive repair',
        'It uses an older refrigerant that is getting costly to service',
        'Upstairs rooms stay hot no matter how low the thermostat is set',
        'Energy bills keep climbing in summer',
        'You are adding central air to a house heated by a boiler or baseboards',
      ],
      steps: [
        'We measure the house, inspect the ducts and run a load calculation.',
        'You compare options by efficiency, noise level and features, with written prices.',
        'The permit is arranged where required and the install date is set.',
        'The old equipment is removed and refrigerant is recovered properly.',
        'New equipment is installed, the lines are pressure-tested and evacuated, and the system is charged.',
        'We test airflow and temperatures and show you how to use the thermostat.',
      ],
      cost: [
        'Installation cost depends on the system size, efficiency rating, brand, and whether ductwork or electrical service needs changes.',
        'Adding central air to a house with no ducts costs more than replacing a system, and ductless mini-splits are sometimes the better fit.',
        'Utility rebates and federal tax incentives may apply to some high-efficiency equipment; ask us which ones apply and check eligibility yourself.',
      ],
      timing: [
        'A straightforward replacement often takes a day or two.',
        'Spring and fall are the easiest times to schedule an install, before or after peak cooling weather.',
      ],
      faqs: [
        {
          q: 'Do I need to replace the furnace when I replace the AC?',
          a: 'Not always, but the indoor coil and blower must be matched to the new outdoor unit. If the furnace is also old, replacing both together can save a second installation later.',
        },
        {
          q: 'What is a ductless mini-split?',
          a: 'A mini-split connects an outdoor unit to one or more wall or ceiling units without ducts. It works well for additions, older homes without ductwork and rooms the central system cannot keep comfortable.',
        },
        {
          q: 'What questions should I ask an HVAC installer?',
          a: 'Ask whether a load calculation will be done, who pulls the permit, what the warranty covers and whether the company holds the state license and EPA refrigerant certification its technicians need.',
        },
      ],
    },
    {
      name: 'Heat Pump Service',
      keyword: 'heat pump repair',
      what: [
        'A heat pump heats and cools with one system by moving heat in or out of the house instead of burning fuel.',
        'Heat pump service covers repair, maintenance and replacement of ducted heat pumps and ductless mini-splits.',
        'Common problems include stuck reversing valves, failed defrost controls, refrigerant leaks and outdoor units buried in ice or debris.',
        'Modern cold-climate heat pumps keep heating well in freezing weather, and many homes pair them with a furnace as a backup.',
        'We check the auxiliary heat strips and thermostat settings, since a misconfigured thermostat can run expensive backup heat far more than needed.',
      ],
      signs: [
        'The system blows cool air in heating mode',
        'Thick ice that stays on the outdoor unit for a long time',
        'Auxiliary heat showing on the thermostat all the time',
        'Unusually high electric bills in winter',
        'A loud whoosh or clunk that never stops during defrost',
      ],
      steps: [
        'We check thermostat settings and whether backup heat is running.',
        'The outdoor unit, defrost controls and reversing valve are tested.',
        'Refrigerant charge and airflow are measured.',
        'You approve a written price, and we make the repair.',
        'We test the system in both heating and cooling modes.',
      ],
      cost: [
        'The price depends on the failed component, refrigerant needs and whether the system is ducted or ductless.',
        'Replacing a heat pump is priced by size, efficiency and cold-weather performance, and some models qualify for rebates or incentives.',
      ],
      timing: ['Service in spring and fall keeps a heat pump ready for both seasons.'],
      faqs: [
        {
          q: 'Is it normal for my heat pump to steam in winter?',
          a: 'Yes. During a defrost cycle the outdoor unit melts frost off its coil, and the water can steam briefly. A unit that stays encased in ice needs service.',
        },
        {
          q: 'Do heat pumps work when it is very cold?',
          a: 'Cold-climate models keep heating at temperatures well below freezing. Older units lose capacity in deep cold and rely more on backup heat.',
        },
        {
          q: 'What is auxiliary heat?',
          a: 'It is backup heat, usually electric strips, that helps when the heat pump cannot keep up or is defrosting. If it runs constantly, the heat pump or thermostat needs attention.',
        },
        {
          q: 'Should I switch from a furnace to a heat pump?',
          a: 'It depends on your climate, electricity and gas prices, and the condition of your ductwork. Many homeowners choose a dual-fuel setup, where the heat pump handles mild weather and the furnace takes over in deep cold.',
        },
      ],
    },
    {
      name: 'HVAC Maintenance',
      keyword: 'hvac maintenance',
      what: [
        'HVAC maintenance is a scheduled checkup that keeps heating and cooling equipment running efficiently and catches worn parts before they fail.',
        'A cooling visit cleans the outdoor coil, clears the condensate drain, checks refrigerant readings and tests capacitors and contactors.',
        'A heating visit cleans the flame sensor, checks the igniter and burners, tests safety limits and looks over the heat exchanger and venting.',
        'We also check blower motors, belts where present, thermostat operation and the filter, and tighten electrical connections that loosen with vibration.',
        'Many equipment warranties expect regular professional maintenance, so keep the visit records with your paperwork.',
      ],
      signs: [
        'The system has not been serviced in more than a year',
        'Energy bills are higher than last year for similar weather',
        'Dust builds up quickly or some rooms feel stuffy',
        'The equipment sounds louder than it used to',
      ],
      steps: [
        'We ask about any comfort problems, noises or odors you have noticed.',
        'Indoor and outdoor equipment is inspected, cleaned and tested.',
        'Readings are recorded so changes can be compared at the next visit.',
        'You get a short written summary with anything that needs attention, ranked by urgency.',
      ],
      cost: [
        'Maintenance price depends on how many systems the house has and whether the visit covers cooling, heating or both.',
        'Some companies offer yearly plans with scheduled visits; read what each plan includes before signing up.',
      ],
      timing: ['Book cooling maintenance in spring and heating maintenance in early fall.'],
      faqs: [
        {
          q: 'Is maintenance worth it on a new system?',
          a: 'Yes. New equipment still collects dirt on coils and drains, and many manufacturers expect regular service to keep warranty coverage. It also gives you a baseline to compare later readings against.',
        },
        {
          q: 'What can I do myself between visits?',
          a: 'Change filters on schedule, keep the outdoor unit clear of plants and debris, and keep supply and return vents unblocked. Leave electrical and refrigerant work to a technician.',
        },
        {
          q: 'Should my ducts be cleaned?',
          a: 'Duct cleaning helps after renovation dust, pest problems or visible mold, but it is not needed on a fixed schedule. Sealing leaky ducts often does more for comfort than cleaning them.',
        },
        {
          q: 'What happens if a maintenance visit finds a problem?',
          a: 'You get a written explanation and a price before anything is repaired, and nothing is done without your approval. Small items such as a weak capacitor are often cheaper to replace before they fail in peak season.',
        },
      ],
    },
    {
      name: 'Emergency HVAC Repair',
      keyword: 'emergency hvac repair',
      needs24h: true,
      what: [
        'Emergency HVAC repair answers the calls that cannot wait until morning: no heat in freezing weather or no cooling in dangerous heat.',
        'For households with infants, older adults or anyone with health conditions, losing heat or cooling can quickly become a safety issue.',
        'We diagnose the failure, repair it on the spot when the part is on the truck and make the system safe when it is not.',
        'Where a part must be ordered, we talk through temporary ways to keep the house safe, such as closing off rooms or using safe portable heaters.',
        'You hear the price before the work begins, including any after-hours rate.',
      ],
      signs: [
        'No heat during freezing weather',
        'No cooling during extreme heat with vulnerable people at home',
        'A burning smell or smoke from the furnace or vents',
        'The carbon monoxide alarm sounds; leave the house and call 911 first',
      ],
      steps: [
        'Check the thermostat batteries, the breaker and the furnace switch, which solve more calls than you might think.',
        'Turn off the system if there is a burning smell.',
        'We diagnose the equipment and explain the problem and the price.',
        'The repair is made or the system is made safe until parts arrive.',
      ],
      cost: [
        'The cost depends on the failure and the parts needed, and after-hours work may carry a different rate, always stated before we start.',
        'Regular maintenance is the most reliable way to avoid urgent repairs in the first place.',
      ],
      timing: ['Extreme weather brings many calls at once, so do the simple checks above before you call.'],
      faqs: [
        {
          q: 'Are space heaters safe while I wait?',
          a: 'Use only heaters with tip-over and overheat shutoff, keep them away from curtains and bedding, and plug them directly into a wall outlet. Never heat a house with a gas oven or grill.',
        },
        {
          q: 'How can I stay cool if the AC fails in a heat wave?',
          a: 'Close blinds on sunny windows, stay on the lowest floor, use fans and drink water. If anyone shows signs of heat illness, get them to a cooler place and seek medical help.',
        },
        {
          q: 'What if I smell gas near the furnace?',
          a: 'Leave the house right away without flipping switches and call your gas utility or 911 from outside. Do not return until the gas company says it is safe.',
        },
      ],
    },
  ],
  why: [
    'Diagnosis with measurements, not guesswork',
    'Written prices before any repair or installation',
    'Equipment sized to the house with a load calculation',
    'Safety checks on every gas appliance we service',
    'Straight talk on repair versus replacement',
    'Clean work areas and old equipment hauled away',
    'Permits and refrigerant handling done by the rules',
  ],
  prepare: [
    'The brand and model labels of the indoor and outdoor units, if you can reach them',
    'When the problem started and any error codes or unusual sounds',
    'The date the filter was last changed',
    'Clear access to the furnace, air handler and outdoor unit',
  ],
  faqs: [
    {
      q: 'How often should HVAC equipment be serviced?',
      a: 'Once a year for each system is a common recommendation: cooling in spring and heating in fall. Heat pumps, which run in both seasons, benefit from twice-yearly service.',
    },
    {
      q: 'How long do furnaces and air conditioners last?',
      a: 'Many last well over a decade with regular maintenance. Coastal air, heavy use and skipped maintenance shorten that life.',
    },
    {
      q: 'What size system do I need?',
      a: 'The right size depends on the house, not just its square footage. A load calculation considers insulation, windows, air leaks and orientation.',
    },
    {
      q: 'What is SEER2?',
      a: 'SEER2 is the current efficiency rating for air conditioners and heat pumps. A higher number means less electricity for the same cooling, though actual savings depend on how and where you use it.',
    },
    {
      q: 'Do HVAC technicians need to be licensed?',
      a: "Many states license HVAC contractors, and federal rules require EPA certification to handle refrigerants. Ask for both, and check the contractor's license with the {stateName} licensing board where one applies.",
    },
    {
      q: 'Can better air filters hurt my system?',
      a: 'Very restrictive filters can choke airflow on systems not designed for them. Use the filter rating your equipment allows, and change it on schedule.',
    },
  ],
  seasons: [
    {
      months: [2, 3, 4],
      advice: [
        'Book AC tune-ups before the June rush.',
        'Clear leaves and grass clippings away from the outdoor unit as the yard wakes up.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Change filters often during heavy cooling, and keep blinds closed on sunny afternoons.',
        'If the AC struggles on the hottest days, book a check before it fails completely.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Schedule the furnace or heat pump checkup before the first cold night.',
        'Fall is a good time to replace an aging system, with more open dates than midsummer.',
      ],
    },
    {
      months: [11, 0, 1],
      advice: [
        'Keep snow and ice clear of heat pumps and high-efficiency furnace vents.',
        'Test carbon monoxide alarms when the heat is running every day.',
      ],
    },
  ],
  banned: ['free AC', 'guaranteed savings', 'lowest price in town'],
};
