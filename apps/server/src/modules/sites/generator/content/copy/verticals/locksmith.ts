// Locksmith copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const locksmith: VerticalCopy = {
  slug: 'locksmith',
  kind: 'emergency',
  audience: 'homeowners and drivers',
  about: [
    'Locks are easy to forget about until a key snaps, a door will not open or a set of keys goes missing.',
    'We help people around {city} get back into homes and cars, change and rekey locks, replace car keys and fobs, and upgrade to stronger or smarter locks.',
    'We open locked doors with non-destructive methods whenever possible, because drilling a good lock should be the last resort, not the first.',
    "For everyone's protection, we ask for ID and proof that you live at the address or own the vehicle before opening anything.",
    'You hear the price before work begins, including any service call charge, so there is no surprise when the door opens.',
    'We give straight advice on locks: what a grade rating means, when rekeying is enough, and when a lock should be replaced.',
  ],
  services: [
    {
      name: 'Lockout Service',
      keyword: 'lockout service',
      what: [
        'Lockout service gets you back into your house, apartment, garage, office or car when the keys are inside, lost or broken in the lock.',
        'Most residential and automotive lockouts can be opened by picking, bypass tools or specialized car tools without damaging the lock or the door.',
        'For high-security locks, drilling may be the only option, and we explain that and the replacement cost before doing it.',
        'Before opening a home or car, we verify identity and your right to enter, such as an ID with the address, a lease or a vehicle registration.',
        'Once you are in, we can make a new key on the spot for many common locks, or rekey the lock if keys were lost or stolen.',
      ],
      signs: [
        'Keys locked inside the house or car',
        'A key snapped off in the lock',
        'A lock that will not turn even with the right key',
        'Lost keys and no spare',
        'A door that latched behind you with a keyless lock and dead batteries',
      ],
      steps: [
        'You tell us the lock type and location, and we give you the price.',
        'On arrival we confirm your identity and right to enter.',
        'We open the door with non-destructive methods whenever possible.',
        'If keys are lost, we make a new key or rekey the lock.',
        'We check that the lock works smoothly before leaving.',
      ],
      cost: [
        'Lockout cost depends on the lock type, the vehicle or door, the time of the call and whether a new key or rekey is needed.',
        'High-security locks and locks that must be drilled and replaced cost more than a standard opening.',
      ],
      timing: [
        'Most standard lockouts are opened quickly once a locksmith arrives.',
        'Keep a spare key with someone you trust to avoid needing this service at all.',
      ],
      faqs: [
        {
          q: 'What ID do I need for a lockout?',
          a: 'A photo ID showing the address, or a lease, utility bill or vehicle registration with your name. If the ID is locked inside, we can verify it once the door is open.',
        },
        {
          q: 'Will opening the lock damage it?',
          a: 'Usually not. Most locks can be picked or bypassed without damage. Drilling is only for locks that cannot be opened any other way, and we explain it first.',
        },
        {
          q: 'How do I avoid locksmith scams?',
          a: "Ask for a total price before the locksmith arrives, be wary of very low quotes that rise on site, and be cautious if someone wants to drill immediately. Ask for a written invoice with the company's name.",
        },
        {
          q: 'Can my landlord let me in instead?',
          a: 'If you rent, the landlord or property manager may have a key, which can be the cheapest option. Check the lease before changing any locks on a rental.',
        },
      ],
    },
    {
      name: 'Lock Change and Rekeying',
      keyword: 'lock change',
      what: [
        'A lock change replaces the lock hardware, while rekeying changes the pins inside the existing lock so old keys no longer work.',
        'Rekeying is usually the faster and more affordable choice when the locks are in good condition and you simply need new keys.',
        'Replacing makes sense when locks are worn, damaged, low-security or you want a different style or finish.',
        'We can key all exterior doors alike, so one key opens the front door, back door and garage entry.',
        'Deadbolts are rated by grade under industry standards, and a higher grade means more durability and resistance to forced entry.',
      ],
      signs: [
        'You just moved into a home and do not know who has keys',
        'Keys were lost or stolen',
        'A roommate, tenant or employee moved out',
        'Locks stick, wobble or are hard to turn',
        'You want one key for every door',
      ],
      steps: [
        'We look at the existing locks and discuss rekeying versus replacement.',
        'You approve the price and hardware choice.',
        'Locks are rekeyed or new locks installed and aligned with the strike plate.',
        'New keys are cut and tested in every lock.',
        'We check that the deadbolt throws fully into the frame.',
      ],
      cost: [
        'The price depends on the number of locks, whether they are rekeyed or replaced, and the grade and brand of any new hardware.',
        'Smart locks, high-security cylinders and reinforcing strike plates add cost.',
      ],
      timing: [
        'Rekeying a typical home takes well under a day.',
        'Rekey right after moving into a new home, before you unpack.',
      ],
      faqs: [
        {
          q: 'Should I rekey or replace my locks?',
          a: 'If the locks work well and you like them, rekeying is usually enough. Replace them if they are worn, low quality or you want better security.',
        },
        {
          q: 'Can all my locks use the same key?',
          a: 'Usually, if the locks share the same keyway or brand. If not, we can replace cylinders so one key works throughout.',
        },
        {
          q: 'What makes a deadbolt more secure?',
          a: 'A solid grade rating, a full-length bolt and a reinforced strike plate with long screws into the framing. Many break-ins defeat the door frame, not the lock itself.',
        },
        {
          q: 'Should I change the locks on a rental?',
          a: "Tenants usually need the landlord's permission to change locks, and landlords in many states must rekey between tenants. Check your lease and local rules first.",
        },
      ],
    },
    {
      name: 'Car Locksmith',
      keyword: 'car locksmith',
      what: [
        'A car locksmith opens locked vehicles, cuts and programs replacement keys, and repairs ignitions and door locks.',
        "Most modern keys contain a transponder chip that must be paired with the car's computer, and many vehicles use keyless-entry fobs or push-button start.",
        'With the right equipment, many keys and fobs can be made on site, often for less than a dealership would charge.',
        'Some newer or luxury models can only be keyed by the dealer, and we tell you up front if your vehicle is one of them.',
        'We verify ownership with your registration or title and your ID before making any key.',
      ],
      signs: [
        'All car keys are lost',
        'A key fob stopped working or was damaged',
        'The key turns in the door but not in the ignition',
        'A broken key is stuck in the ignition or door',
        'You want a spare key before you need one',
      ],
      steps: [
        'You give us the make, model and year, and we confirm we can make the key.',
        'We verify ownership and identity.',
        "The key is cut to the vehicle's lock code or by decoding the lock.",
        'Transponder keys and fobs are paired with the vehicle.',
        'We test the key in the doors, trunk and ignition.',
      ],
      cost: [
        'Car key cost depends on the key type, from simple metal keys to transponder keys, remote fobs and smart keys.',
        'Newer vehicles, push-button start systems and all-keys-lost situations take more time and equipment.',
      ],
      timing: ['Most car keys are made in one visit once ownership is confirmed.'],
      faqs: [
        {
          q: 'Is a locksmith cheaper than the dealer?',
          a: 'Often, and a mobile locksmith comes to you, which can save a tow. Prices vary by vehicle, so ask for a quote for your exact model.',
        },
        {
          q: 'Can you make a key without the original?',
          a: 'For many vehicles, yes, using the lock code or by decoding a lock. Some models need dealer-only codes, which we will tell you about up front.',
        },
        {
          q: 'Why does my key fob work only sometimes?',
          a: 'A weak battery is the most common cause. If a new battery does not help, the fob may be damaged or lose its pairing.',
        },
        {
          q: 'Should I keep a spare car key?',
          a: 'Yes. Making a copy from a working key costs far less than replacing every key after they are lost, especially for push-button start vehicles.',
        },
      ],
    },
    {
      name: 'Smart Lock and High-Security Lock Installation',
      keyword: 'smart lock installation',
      what: [
        'Smart locks let you open the door with a code, a phone or a fingerprint, and track who comes and goes.',
        'High-security locks use patented keyways and stronger cylinders that resist picking, bumping and unauthorized key copying.',
        'We help you choose based on your door, your routine and whether the lock needs to work with a home system or Wi-Fi.',
        'Installation includes aligning the bolt and strike, reinforcing the frame where needed and setting up codes and the app.',
        'Most smart locks keep a physical key or a battery-backup option in case the batteries die.',
        'For renters, some smart locks fit over the existing deadbolt on the inside, so the outside hardware and keys stay the same.',
      ],
      signs: [
        'You want to stop hiding a spare key under the mat',
        'Dog walkers, cleaners or family members need access',
        'You rent out a property and change guests often',
        'You want locks that cannot be copied at a hardware store',
      ],
      steps: [
        'We check the door thickness, backset and existing hardware.',
        'You choose a lock that fits the door and your needs.',
        'The lock is installed and the bolt aligned with the strike.',
        'Codes, fingerprints or the app are set up with you.',
        'We show you how to change batteries and what happens if they die.',
      ],
      cost: [
        'Cost depends on the lock model, its features and any door or frame modification needed.',
        'High-security systems with restricted keys cost more but control who can copy them.',
      ],
      timing: ['Most installations take a short visit per door.'],
      faqs: [
        {
          q: 'Are smart locks secure?',
          a: 'Reputable smart locks use encryption and strong hardware, but security depends on good codes, app updates and a solid door frame. Choose a lock with a good grade rating.',
        },
        {
          q: 'What if the batteries die?',
          a: 'Most smart locks warn you when batteries are low, and many have a key override or terminals to power them from outside.',
        },
        {
          q: 'Can a smart lock go on my existing deadbolt hole?',
          a: 'Usually, since most are designed for standard door preparations. Older or unusual doors may need adjustment.',
        },
        {
          q: 'Can I give temporary codes to guests or workers?',
          a: 'Most smart locks let you create codes that work only on certain days or hours and delete them afterward. The app also shows when each code was used.',
        },
      ],
    },
    {
      name: 'Emergency Locksmith',
      keyword: 'emergency locksmith',
      needs24h: true,
      what: [
        'An emergency locksmith answers late-night and weekend calls when you are locked out, a lock has been broken in a break-in, or a door cannot be secured.',
        'After a burglary or attempted break-in, we secure the door first, then repair or replace the lock and damaged strike.',
        'For lockouts with children or pets inside a car or home, call 911 first if anyone is in danger, then call us.',
        'We verify identity and right of entry at any hour, and give you the price, including any after-hours charge, before we begin.',
        'A damaged frame or strike plate is reinforced where possible so the door closes and locks again.',
      ],
      signs: [
        'Locked out at night or on a weekend',
        'A door that cannot be locked after a break-in',
        'A key broken in the lock with no other way in',
        'Keys stolen with your address on them',
      ],
      steps: [
        'If someone is in danger, call 911 first.',
        'You tell us the situation and we give you the price.',
        'We verify identity and open or secure the door.',
        'Broken locks are replaced or temporarily secured.',
        'Keys are rekeyed if they were stolen.',
      ],
      cost: [
        'The price depends on the job and the lock, and after-hours calls may carry a higher rate, always stated before work begins.',
        'Securing a door tonight and upgrading hardware later can spread the cost.',
      ],
      timing: ['A door that cannot be locked, or stolen keys, should be handled right away.'],
      faqs: [
        {
          q: 'What should I do after a break-in?',
          a: 'Call the police and do not touch anything they may need to see. Once they are done, we can secure and repair the door.',
        },
        {
          q: 'Is it worth rekeying after keys are stolen?',
          a: 'Yes, especially if the keys were with anything showing your address. Rekeying makes the stolen keys useless.',
        },
        {
          q: 'What if my child is locked in the car?',
          a: 'Call 911 if the child is in any danger, especially in heat or cold. Emergency responders can get into the car quickly.',
        },
        {
          q: 'Can you board up a door after a break-in?',
          a: 'We can secure a damaged door with temporary hardware or reinforcement so the house can be locked. A kicked-in frame may need a carpenter or door installer to repair it properly later.',
        },
      ],
    },
  ],
  why: [
    'Non-destructive entry whenever possible',
    'Identity and ownership checks on every lockout',
    'The price stated before work begins',
    'Straight advice on rekeying versus replacing',
    'Car keys and fobs made and paired on site for many vehicles',
    'Clean installations with bolts and strikes properly aligned',
    'Written invoices with the company name and details of the work',
  ],
  prepare: [
    'Your ID, lease or vehicle registration, or where to find it',
    'The make, model and year of the vehicle for car keys',
    'The lock brand and a photo of the lock if you can',
    'How many doors you want rekeyed or replaced',
  ],
  faqs: [
    {
      q: 'Do locksmiths need a license?',
      a: 'Some states require locksmiths to be licensed, and others do not. Where a license is required, ask to see it, and check it with the agency in {stateName} that issues it.',
    },
    {
      q: 'What should I ask when I call a locksmith?',
      a: "Ask for the company's name, the total price including the service call, and whether the locksmith will arrive in a marked vehicle with ID. Be cautious of vague answers.",
    },
    {
      q: 'Can you copy a key marked Do Not Duplicate?',
      a: 'That stamp is not legally binding everywhere, but restricted keyway systems do control copying. If you need copies you control, a high-security system is the answer.',
    },
    {
      q: 'What is lock bumping?',
      a: 'Bumping uses a specially cut key to force pins into place in basic pin-tumbler locks. Many higher-grade and high-security locks resist it.',
    },
    {
      q: 'How can I make my doors more secure?',
      a: 'Install a quality deadbolt, use long screws in the strike plate and hinges, and consider a reinforced strike or door frame kit. Good lighting and keeping spare keys out of obvious places help too.',
    },
    {
      q: 'Can you help with safes?',
      a: 'Many locksmiths open and repair safes, change combinations and install new safes. Tell us the safe brand and type when you call.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Cold weather can freeze car locks; a lock de-icer in your bag, not in the car, helps.',
        'Key fob batteries weaken in the cold; replace them before they strand you.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring moving season is the time to rekey a new home before unpacking.',
        'Check that deadbolts throw fully after winter, when doors can shift.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Before summer trips, give a spare key to someone you trust and check every lock.',
        'Never leave children or pets in a hot car, even for a moment.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Back-to-school keys get lost; consider a keypad lock for kids coming home.',
        'Shorter evenings are a good time to add lighting and check door hardware.',
      ],
    },
  ],
  banned: ['any lock opened', 'no ID needed', 'lowest price guaranteed', 'bump key'],
};
