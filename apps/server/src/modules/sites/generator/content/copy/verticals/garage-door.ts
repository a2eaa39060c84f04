// Garage door copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const garageDoor: VerticalCopy = {
  slug: 'garage-door',
  kind: 'emergency',
  audience: 'homeowners',
  about: [
    'For many families the garage door is the front door, opened and closed several times a day, every day of the year.',
    'It is also the largest moving object in the house, balanced by springs under high tension, so repairs call for the right tools and training.',
    'Around {city}, heat, cold, humidity and daily wear take their toll on springs, rollers, cables, openers and weather seals.',
    'We repair and replace springs, cables, rollers, openers and damaged sections, and we install new doors and openers.',
    'Every visit includes a safety check of the auto-reverse and photo-eye sensors, because those protect people and pets.',
    'You get a written price before the work starts, and we tell you plainly when a repair makes sense and when a new door is the better value.',
  ],
  services: [
    {
      name: 'Garage Door Repair',
      keyword: 'garage door repair',
      what: [
        'Garage door repair fixes doors that are noisy, stuck, off track, uneven or slow to open and close.',
        'Common problems include worn rollers, bent tracks, frayed lift cables, loose hinges, dented panels and failed weather seals.',
        'We lubricate moving parts, tighten hardware, adjust tracks and balance the door so it moves smoothly without straining the opener.',
        'A balance test, lifting the door by hand to halfway, shows whether the springs are doing their job.',
        'Damaged sections can often be replaced individually if the manufacturer still makes the same panel.',
      ],
      signs: [
        'Grinding, scraping or banging when the door moves',
        'The door stops partway or reverses for no clear reason',
        'One side of the door hangs lower than the other',
        'Rollers popping out of the track',
        'Daylight or water coming in under the bottom seal',
      ],
      steps: [
        'We watch the door run and test its balance by hand.',
        'Springs, cables, rollers, hinges and tracks are inspected.',
        'You get a written price for the repair.',
        'Worn parts are replaced and the door is adjusted and lubricated.',
        'We test auto-reverse and photo-eye sensors before leaving.',
      ],
      cost: [
        'Repair cost depends on which parts have failed, the door size and weight, and whether parts are standard or specialty.',
        'Bent tracks, multiple worn parts or panel replacement add to the job.',
      ],
      timing: [
        'Most repairs are completed in a single visit.',
        'Fix noisy or jerky doors early, before a small problem damages the opener or strains the springs.',
      ],
      faqs: [
        {
          q: 'Why is my garage door so loud?',
          a: 'Worn steel rollers, dry hinges and loose hardware are the usual causes. Nylon rollers and proper lubrication make most doors much quieter.',
        },
        {
          q: 'What lubricant should I use?',
          a: 'Use a garage-door or silicone-based lubricant on hinges, rollers and springs. Do not grease the tracks, which collects dirt.',
        },
        {
          q: 'Can a single dented panel be replaced?',
          a: 'Often, if the manufacturer still makes the same model and color. Older or discontinued doors may need a full replacement to match.',
        },
        {
          q: 'My door is off balance. Is that a big deal?',
          a: 'An unbalanced door makes the opener work much harder and wears it out early. It usually means a spring is weak or cables are uneven, and adjusting it is a job for a technician.',
        },
      ],
    },
    {
      name: 'Garage Door Spring Replacement',
      keyword: 'garage door spring replacement',
      what: [
        'Garage door springs counterbalance the weight of the door, so the opener or your arms only lift a small part of it.',
        'Torsion springs run along a bar above the door, while extension springs stretch along the upper tracks on each side.',
        'Springs are rated for a certain number of cycles and eventually break, often with a loud bang.',
        'Springs are sized to the weight and height of the door, and on two-spring doors replacing both at once keeps the door balanced.',
        'Because springs store a great deal of energy, winding or unwinding them without proper tools can cause serious injury.',
      ],
      signs: [
        'A loud bang from the garage, followed by a door that will not lift',
        'A visible gap in the coil of a torsion spring',
        'The door is very heavy to lift by hand',
        'The opener strains and the door only rises a few inches',
        'Loose or dangling cables next to the door',
      ],
      steps: [
        'We measure the door and the old springs to size the replacements.',
        'The door is secured and tension is released safely.',
        "New springs are installed, wound and set to the door's weight.",
        'Cables, drums and bearings are checked and replaced if worn.',
        'The door is balanced and tested with the opener.',
      ],
      cost: [
        'Spring replacement cost depends on spring type, size, and whether one or both springs are replaced.',
        'Higher-cycle springs cost more but last longer, which makes sense for doors used many times a day.',
      ],
      timing: ['Spring replacement is usually done in one visit when the size is common.'],
      faqs: [
        {
          q: 'Can I replace a garage door spring myself?',
          a: 'It is one of the more dangerous home repairs, because springs store enough energy to cause serious injury. We recommend leaving it to a trained technician.',
        },
        {
          q: 'Should both springs be replaced?',
          a: 'On doors with two springs, yes. The other spring is the same age and usually fails soon after, and matching springs keep the door balanced.',
        },
        {
          q: 'How long do springs last?',
          a: 'Standard springs are rated for a limited number of open-and-close cycles, and higher-cycle springs last longer. A busy household can wear out standard springs in several years.',
        },
        {
          q: 'Can I use the opener with a broken spring?',
          a: 'No. The opener is not built to lift the full weight of the door and can burn out or bend the door. Leave the door closed until it is repaired.',
        },
      ],
    },
    {
      name: 'Garage Door Opener Repair',
      keyword: 'garage door opener repair',
      what: [
        'Garage door opener repair covers chain, belt, screw and wall-mounted jackshaft openers.',
        'Common failures include stripped drive gears, worn belts or chains, failed logic boards, dead remotes and misaligned safety sensors.',
        'Photo-eye sensors near the floor must see each other for the door to close, and sunlight, dirt or a bumped bracket can stop them from working.',
        'Federal safety standards require openers to reverse when they meet an obstruction, so we test that on every service call.',
        'When an opener is old or lacks modern safety features, we compare repair costs with a new unit.',
      ],
      signs: [
        'The opener hums but the door does not move',
        'The door starts down and then reverses',
        'Remotes or the keypad work only sometimes',
        'The opener light blinks a code',
        'A rattling chain or grinding motor',
      ],
      steps: [
        'We check power, sensors, remotes and the wall button.',
        'The door is disconnected and tested by hand to rule out door problems.',
        'Drive gears, belt or chain and circuit boards are inspected.',
        'Failed parts are replaced and travel limits and force are set.',
        'Auto-reverse and sensors are tested with an obstruction.',
      ],
      cost: [
        'Opener repair cost depends on the brand, the failed part and its availability.',
        'Older openers with discontinued parts may cost more to repair than to replace.',
      ],
      timing: ['Most opener repairs take one visit.'],
      faqs: [
        {
          q: 'Why does my door go back up when closing?',
          a: 'Usually the safety sensors are misaligned, dirty or blocked, or the close force setting is off. Clean the lenses and check that both sensor lights are steady.',
        },
        {
          q: 'Belt or chain opener?',
          a: 'Belt drives are quieter, which matters for rooms above the garage, while chain drives are tough and usually cost less. Both work well when installed correctly.',
        },
        {
          q: 'Can I get smartphone control on my old opener?',
          a: 'Often, with an add-on device, if the opener has compatible safety sensors. Newer openers have it built in.',
        },
        {
          q: 'How long do garage door openers last?',
          a: 'Many last a good number of years with normal use, and a balanced door helps them last longer. An opener that is getting loud, slow or unreliable is usually nearing the end.',
        },
      ],
    },
    {
      name: 'Garage Door Installation',
      keyword: 'garage door installation',
      what: [
        'Garage door installation replaces an old door or fits a new one in a new garage, complete with springs, tracks and hardware sized to the door.',
        'Doors come in steel, wood, aluminum and glass, and in composite materials that look like wood with less upkeep.',
        'Insulated doors with a higher R-value keep attached garages more comfortable and quieter, and they are stiffer against dents.',
        'In coastal and high-wind areas, codes may require wind-rated doors with reinforcing struts.',
        'A new door is a good time to replace an old opener, adding features such as battery backup and smartphone control.',
      ],
      signs: [
        'A door with rusted, cracked or rotted sections',
        'Repeated repairs on an old door',
        'A cold or hot garage that affects rooms above or beside it',
        'A dated look that drags down curb appeal',
        'An uninsulated single-layer door that dents easily',
      ],
      steps: [
        'We measure the opening, headroom and side room.',
        'You choose style, material, insulation, color and windows with a written price.',
        'The door is ordered and an install date set.',
        'The old door and springs are removed safely and hauled away.',
        'The new door, tracks, springs and opener are installed, balanced and tested.',
      ],
      cost: [
        'New door cost depends on size, material, insulation, design, windows and whether a new opener is included.',
        'Custom wood doors, wind-rated construction and non-standard openings add to the price.',
      ],
      timing: [
        'Installation usually takes part of a day once the door arrives.',
        'Custom doors take longer to order, so plan ahead.',
      ],
      faqs: [
        {
          q: 'Is an insulated garage door worth it?',
          a: 'If the garage is attached, has a room above it or is used as a workspace, insulation helps with comfort and noise. Insulated doors are also sturdier.',
        },
        {
          q: 'Do I need a new opener with a new door?',
          a: 'Not always, but a heavier or taller door may need a stronger opener, and older openers may lack current safety features.',
        },
        {
          q: 'What happens to my old door?',
          a: 'We remove it, release the spring tension safely and haul it away for disposal or recycling.',
        },
        {
          q: 'Can a garage door have windows?',
          a: 'Yes. Windows add light and style, and they come in many patterns, including frosted glass for privacy. Keep in mind they can make the door slightly less insulated.',
        },
      ],
    },
    {
      name: 'Emergency Garage Door Repair',
      keyword: 'emergency garage door repair',
      needs24h: true,
      what: [
        'Emergency garage door repair handles doors that are stuck open, off track or trapping a car inside when you need to get out.',
        'An open door leaves the house exposed, and a door hanging off its track can fall, so these problems should not wait.',
        'We secure the door first, then repair the spring, cable or track that failed, or lock the door closed safely until parts arrive.',
        'If your car is trapped behind a door with a broken spring, we can often get the door open safely so you can leave.',
      ],
      signs: [
        'The door is stuck open and will not close',
        'The door is off its track or hanging crooked',
        'A car is trapped in the garage by a broken spring',
        'A cable has snapped and the door is hanging unevenly',
      ],
      steps: [
        'Keep people and pets away from a crooked or hanging door.',
        'Do not pull the emergency release on a door with a broken spring; it can slam down.',
        'We secure the door and find the failed part.',
        'The repair is made, or the door is safely locked until parts arrive.',
      ],
      cost: [
        'The price depends on the failure and the parts, and after-hours work may carry a different rate, stated before work begins.',
        'Securing a door first and completing the repair later may spread the cost over two visits.',
      ],
      timing: ['A door that will not close or is off its track should be secured as soon as possible.'],
      faqs: [
        {
          q: 'How do I open my garage door if the power is out?',
          a: 'Pull the red release cord to disconnect the opener and lift the door by hand, if the springs are intact. If the door feels very heavy, stop, since a spring may be broken.',
        },
        {
          q: 'Is a door off its track dangerous?',
          a: 'Yes. The door can fall or swing unexpectedly. Do not try to force it back; keep clear and have it secured.',
        },
        {
          q: 'Can I close an open door with a broken spring?',
          a: 'Lowering a door without spring support is risky, because it can fall fast. Call for help, and keep everyone out from under the door.',
        },
        {
          q: 'What if my car is stuck inside?',
          a: 'Do not try to lift a door with a broken spring yourself, even with help. A technician can raise and secure it safely so the car can get out.',
        },
      ],
    },
  ],
  why: [
    'Safety checks of sensors and auto-reverse on every visit',
    'Springs sized to your door, not a one-size-fits-all part',
    'Written prices before any work begins',
    'Honest advice on repair versus replacement',
    'Old doors and parts hauled away',
    'Clean work with the door balanced and adjusted before we leave',
  ],
  prepare: [
    'A description of what the door is doing, or a short video',
    'The opener brand and model if you can see it',
    'Whether a spring looks broken or a cable is loose',
    'Door size and any photos if you are looking at a new door',
  ],
  faqs: [
    {
      q: 'How often should a garage door be serviced?',
      a: 'A yearly tune-up keeps springs, rollers and openers working smoothly. Monthly, test the auto-reverse with an object on the floor and check the balance.',
    },
    {
      q: 'How long does a garage door last?',
      a: 'A well-maintained door can last many years, while springs, rollers and openers wear out along the way. Climate and use affect lifespan.',
    },
    {
      q: 'What is the auto-reverse test?',
      a: 'Place a piece of wood or a roll of paper towels flat under the door and close it. The door should reverse when it touches the object; if not, stop using the opener until it is adjusted.',
    },
    {
      q: 'Why does my door open by itself?',
      a: 'A stuck remote button, a faulty wall switch, interference or a failing circuit board can cause it. Unplug the opener until it is checked.',
    },
    {
      q: 'Can I make my garage door more secure?',
      a: "Keep remotes out of parked cars, use rolling-code remotes, and lock the door when you travel. A smart opener lets you check the door's status remotely.",
    },
    {
      q: 'Do garage door installers need a license?',
      a: 'Requirements vary; some states and cities license contractors for this work. Ask for proof of insurance and check any license that applies in {stateName}.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Cold weather stiffens lubricant and springs; a tune-up helps before winter mornings.',
        'Springs often break on cold days, so listen for a loud bang from the garage.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring is a good time to replace worn weather seals as rain picks up.',
        'Clean the photo-eye sensors and test the auto-reverse.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Strong afternoon sun can blind photo-eye sensors and stop the door closing; check their alignment.',
        'Heat makes uninsulated garages hot, a good time to consider an insulated door.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Lubricate rollers, hinges and springs before the cold months.',
        'Check the bottom seal for gaps before leaves and cold air blow in.',
      ],
    },
  ],
  banned: ['free spring', 'lifetime springs', 'lowest price guaranteed'],
};
