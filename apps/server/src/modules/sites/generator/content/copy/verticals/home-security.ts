// Home security systems copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const homeSecurity: VerticalCopy = {
  slug: 'home-security',
  kind: 'planned',
  audience: 'homeowners',
  about: [
    'A home security system works best when it is designed around your house and routine, not pulled from a one-size-fits-all package.',
    'We help homeowners and renters choose and install alarm systems, security cameras, video doorbells, smart locks and smoke and carbon monoxide monitoring.',
    'A good design covers the ways people actually get in, such as ground-floor doors, accessible windows and the garage, and places cameras where they capture faces, not just rooftops.',
    'Monitoring options range from self-monitoring on your phone to professional central station monitoring that can request police, fire or medical help for you.',
    'Many cities and counties, including some around {city}, require alarm registration and charge for repeated false alarms, so we set systems up to keep false alarms low.',
    'Before you sign anything, we explain equipment ownership, monitoring terms and what happens if you move, in plain language.',
  ],
  services: [
    {
      name: 'Home Security System Installation',
      keyword: 'home security system',
      what: [
        'A home security system combines a control panel or hub with door and window sensors, motion detectors, glass-break sensors, a siren and keypads or a phone app to arm and disarm.',
        'Wireless systems install with little drilling and move with you, while hardwired systems are very reliable and common in homes that were prewired during construction.',
        'Sensor placement matters: every exterior door, accessible windows, the door from the garage, and motion coverage in the main path through the house.',
        'Modern systems communicate by cellular radio rather than a landline, so cutting the phone line does not silence them, and many also use Wi-Fi as a backup path.',
        'Systems can integrate cameras, smart locks, lights and thermostats so you can see and control the home from one app.',
      ],
      signs: [
        'You have moved into a new home or the existing system is outdated',
        'A break-in in the neighborhood has you thinking about protection',
        'You travel often or have a second home',
        'An older landline-based alarm no longer communicates reliably',
        'Your insurer offers a discount for a monitored system',
      ],
      steps: [
        'We walk the home and discuss entry points, routines, pets and who needs access.',
        'You get a written design and quote listing each device, monitoring options and terms.',
        'Sensors, keypads, the siren and the panel are installed and labeled by location.',
        'Every sensor is tested with the monitoring center or your app.',
        'We walk everyone in the household through arming, disarming and avoiding false alarms.',
      ],
      cost: [
        'The number of sensors and devices, wireless versus hardwired installation, and the type of monitoring drive the price.',
        'Whether you buy the equipment outright or finance it through a monitoring agreement changes both upfront and monthly costs, so read the agreement carefully.',
      ],
      timing: [
        'Most residential systems are installed in one visit, with larger or hardwired systems taking longer.',
      ],
      faqs: [
        {
          q: 'Wired or wireless?',
          a: 'Wireless systems are faster to install and easy to expand or take with you. Hardwired systems need no sensor batteries and are a good fit for homes that already have the wiring.',
        },
        {
          q: 'Will pets set off my motion detectors?',
          a: 'Pet-friendly motion sensors ignore animals up to a certain size when installed at the right height and angle. Tell us about your pets so we can place sensors accordingly.',
        },
        {
          q: 'Can I take my system with me if I move?',
          a: 'Wireless equipment you own can often move with you. Ask about moving policies and contract terms before you sign.',
        },
      ],
    },
    {
      name: 'Security Camera Installation',
      keyword: 'security camera installation',
      what: [
        'Security camera installation covers planning camera locations, running cable or setting up wireless cameras, mounting, and configuring recording and phone access.',
        'Placement decides whether footage is useful: cameras should capture faces at entry points at eye level or slightly above, not just wide views from the roofline.',
        'Wired PoE cameras get power and data through one cable and record to a network video recorder, which is dependable and does not rely on batteries.',
        'Wireless and battery cameras are easier to place but depend on a strong Wi-Fi signal and regular charging.',
        'Recording can be stored locally, in the cloud, or both, and we explain how long footage is kept and who can access it.',
      ],
      signs: [
        'Packages disappearing from the porch',
        'You want to check on the home, pets or kids while away',
        'Vehicles parked on the driveway or street overnight',
        'A detached garage, shed or side gate you cannot see from the house',
      ],
      steps: [
        'We walk the property and choose camera views that cover entries, driveways and gates.',
        'You choose wired or wireless cameras, storage and the number of views.',
        'Cameras are mounted, cables are run and sealed against weather.',
        'Recording, motion zones and alerts are set so you get useful notifications, not constant ones.',
        'We show you how to find and save footage on your phone and recorder.',
      ],
      cost: [
        'The number of cameras, resolution and night vision features, and how difficult the cable runs are through attics and walls set the price.',
        'Cloud storage subscriptions and recorder storage size affect ongoing cost.',
      ],
      timing: [
        'A typical home camera system takes one visit, and longer runs to outbuildings may take more time.',
      ],
      faqs: [
        {
          q: 'How many cameras do I need?',
          a: 'Most homes start with the front door, back door or patio, and the driveway. Add side gates, garages and outbuildings based on how people could approach the house.',
        },
        {
          q: 'Can my cameras record my neighbors?',
          a: "Aim cameras at your own property and use privacy masking where a view includes a neighbor's windows or yard. Audio recording laws vary by state, so check before enabling it.",
        },
        {
          q: 'Will cameras work without internet?',
          a: 'Wired systems with a local recorder keep recording without internet, though you cannot view them remotely until it returns. Cloud-only cameras usually need a connection.',
        },
      ],
    },
    {
      name: 'Home Alarm Monitoring',
      keyword: 'home alarm monitoring',
      what: [
        'Home alarm monitoring connects your system to a central monitoring station staffed at all times, which receives alarm signals and follows your instructions.',
        'When an alarm goes off, the station typically tries to verify it by calling you or your contacts before requesting police, fire or medical dispatch.',
        'Monitoring can cover burglary, fire, carbon monoxide, water leaks and panic buttons, depending on the sensors installed.',
        'Video verification, where the station can view a camera clip during an alarm, helps some jurisdictions prioritize response.',
        'Self-monitoring sends alerts only to your phone, which costs less but leaves it to you to call for help.',
      ],
      signs: [
        'You want someone to act on an alarm when you cannot answer your phone',
        'An older system is not connected to any monitoring',
        'You want fire and carbon monoxide alarms monitored while away',
        'Your insurer asks for proof of monitoring for a discount',
      ],
      steps: [
        'We confirm which sensors and communication paths your system has.',
        'You choose monitoring coverage and set your contact list and passcodes.',
        'The system is registered with the central station and tested end to end.',
        'We help you register the alarm with your city or county if local rules require it.',
      ],
      cost: [
        'Monitoring is usually a monthly fee based on the services covered, such as burglary only or burglary plus fire, video and cellular communication.',
        'Contract length and whether equipment is financed through the agreement affect the total cost.',
      ],
      timing: [
        'Monitoring can be activated on a compatible existing system during a single visit or remotely once it is tested.',
      ],
      faqs: [
        {
          q: 'What happens when my alarm goes off?',
          a: 'The monitoring station receives the signal and usually contacts you or your list to verify. If it cannot confirm a false alarm, it requests dispatch based on your instructions and local policy.',
        },
        {
          q: 'Do I need an alarm permit?',
          a: 'Many cities and counties require alarm registration, and some charge fees for repeated false alarms. We help you check and register.',
        },
        {
          q: 'Is self-monitoring enough?',
          a: 'It works for some households, especially those who always have their phone nearby. Professional monitoring adds a trained operator when you cannot respond yourself.',
        },
      ],
    },
    {
      name: 'Video Doorbell and Smart Lock Installation',
      keyword: 'video doorbell installation',
      what: [
        'Video doorbells let you see and talk with visitors from your phone, and record motion at the front door even when nobody rings.',
        'Wired doorbells use the existing doorbell transformer for continuous power, and sometimes the transformer needs upgrading for the new device.',
        'Smart locks replace or add to a deadbolt with a keypad, app control or fingerprint reader, so you can give temporary codes to guests and service providers.',
        'A good installation checks that the door is aligned so the deadbolt throws smoothly, since a binding bolt drains batteries and may not lock fully.',
        'Doorbells and locks can connect to your security system so arming and disarming happen automatically when you unlock the door.',
      ],
      signs: [
        'Missed deliveries or packages left in view of the street',
        'You want to see who is at the door before opening it',
        'Kids coming home from school who lose keys',
        'Cleaners, dog walkers or contractors who need temporary access',
      ],
      steps: [
        'We check the doorbell wiring, transformer and Wi-Fi signal at the door.',
        'The door and strike are checked for alignment before the lock is installed.',
        'The doorbell and lock are mounted, powered and connected to your app.',
        'Codes, users and notifications are set up and tested.',
      ],
      cost: [
        'The device models, transformer upgrades, Wi-Fi extenders and door adjustments determine the price.',
        'Integrating with an existing security system or smart home hub may add setup time.',
      ],
      timing: ['A doorbell and lock are usually installed together in one short visit.'],
      faqs: [
        {
          q: 'Are smart locks secure?',
          a: 'Quality smart locks use strong deadbolts and encrypted connections. Use unique codes, keep firmware updated and review who has access regularly.',
        },
        {
          q: 'Does a video doorbell need a subscription?',
          a: 'Many work without one for live view, but recorded clips often require a plan. Some models record to local storage instead.',
        },
        {
          q: 'What if the batteries die on my smart lock?',
          a: 'Most smart locks warn you well before batteries run out. Many also have a physical key or external battery contacts as a backup.',
        },
        {
          q: 'Can a video doorbell go on a door without doorbell wiring?',
          a: 'Yes, battery-powered models mount almost anywhere and are recharged every so often. Where wiring is possible, a wired doorbell avoids recharging and usually records more reliably.',
        },
      ],
    },
    {
      name: 'Smoke and Carbon Monoxide Monitoring',
      keyword: 'fire alarm monitoring',
      what: [
        'Monitored smoke and carbon monoxide detectors alert the monitoring station when they sound, so help can be requested even if nobody is home or awake to hear them.',
        'Standalone smoke alarms only sound locally, while monitored detectors connect to your security panel and report by cellular radio.',
        'Smoke detectors belong inside each bedroom, outside sleeping areas and on every level, and carbon monoxide alarms near sleeping areas and on each level with fuel-burning appliances, following your local code.',
        'Heat detectors suit kitchens and garages, where smoke detectors cause nuisance alarms.',
        'Detectors have a limited life, and the manufacture date on the back tells you when replacement is due.',
      ],
      signs: [
        'You have gas appliances, a fireplace or an attached garage',
        'Pets stay home alone during the day',
        'Detectors are past their replacement date or chirp frequently',
        'Older family members might not hear an alarm at night',
      ],
      steps: [
        'We review detector locations against current guidelines and your layout.',
        'Monitored smoke, heat and carbon monoxide detectors are installed and paired with the panel.',
        'Each detector is tested with the monitoring station.',
        'We explain what to do when an alarm sounds and how to test detectors monthly.',
      ],
      cost: [
        'The number of detectors, the type needed in each area and whether your panel supports them set the price.',
        'Adding fire monitoring to an existing plan usually raises the monthly fee modestly.',
      ],
      timing: ['Detector installation is usually completed in one visit along with a system test.'],
      faqs: [
        {
          q: 'Do I still need my hardwired smoke alarms?',
          a: 'Yes, keep the hardwired alarms the building code requires. Monitored detectors add reporting to them rather than replacing them.',
        },
        {
          q: 'Why does my carbon monoxide alarm matter if I have electric heat?',
          a: 'Attached garages, fireplaces, gas water heaters and generators can all produce carbon monoxide. If you have none of those, your risk is lower, but many codes still require alarms.',
        },
        {
          q: 'How often should detectors be replaced?',
          a: 'Smoke alarms and carbon monoxide alarms have limited lifespans listed by the manufacturer. Check the date on the back and replace them when due.',
        },
      ],
    },
  ],
  why: [
    'A design based on your entry points and routine',
    'Written quotes listing every device and the monitoring terms',
    'Equipment ownership and contract length explained before you sign',
    'Cameras placed to capture faces, not just wide views',
    'Every sensor tested with the monitoring station or app',
    'Help keeping false alarms low and registering where required',
    'Training for everyone who uses the system',
  ],
  prepare: [
    'The number of exterior doors, ground-floor windows and levels',
    'Whether you own or rent, and any existing alarm equipment',
    'Pets and their size, for motion sensor choices',
    'Your Wi-Fi name and password for camera and doorbell setup',
    'Who needs codes or app access',
  ],
  faqs: [
    {
      q: 'Do security systems prevent break-ins?',
      a: 'Visible alarms and cameras are a deterrent, and monitoring shortens the time before someone acts on an alarm. No system makes a home impossible to enter, so good locks, lighting and habits still matter.',
    },
    {
      q: 'Can renters have a security system?',
      a: 'Yes, wireless systems and cameras install with little or no drilling and move with you. Check your lease before mounting anything outside.',
    },
    {
      q: 'Will a security system lower my insurance?',
      a: 'Many insurers offer discounts for monitored burglary and fire alarms. Ask your insurance agent what documentation they need.',
    },
    {
      q: 'What about my privacy?',
      a: 'Ask who can access your video, where it is stored, and how long it is kept. Use strong passwords and two-factor login on your security app.',
    },
    {
      q: 'What happens if the power goes out?',
      a: 'Alarm panels have backup batteries, and cellular communication keeps working during outages. Wi-Fi cameras stop unless your router and modem have backup power.',
    },
    {
      q: 'How do I avoid false alarms?',
      a: 'Make sure everyone knows the code, close doors and windows fully before arming, keep pets away from motion sensors if they are not pet-friendly, and replace weak sensor batteries. Most false alarms come from a few avoidable habits.',
    },
    {
      q: 'What should I ask before signing a monitoring contract?',
      a: 'Ask about the contract length, who owns the equipment, cancellation and moving terms, and price increases. Get all of it in writing.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2],
      advice: [
        'Short winter days mean more hours of darkness, so add lighting and camera night vision at entries.',
        'Check that cold weather has not drained batteries in outdoor cameras and sensors.',
      ],
    },
    {
      months: [3, 4, 5],
      advice: [
        'Spring is a good time to test every sensor and replace smoke alarm batteries.',
        'Trim shrubs that block camera views or give cover near windows.',
      ],
    },
    {
      months: [6, 7],
      advice: [
        'Before summer vacations, set up remote viewing, light timers and trusted contacts for your alarm.',
        'Open windows in warm weather can be left unprotected, so consider sensors that allow a window to stay partly open while armed.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Holiday deliveries rise in late fall, so a video doorbell helps you keep track of packages.',
        'Before heating season, test carbon monoxide alarms near furnaces, fireplaces and the garage.',
      ],
    },
  ],
  banned: ['burglar-proof', 'prevents all break-ins', 'police response guaranteed', 'crime-free'],
};
