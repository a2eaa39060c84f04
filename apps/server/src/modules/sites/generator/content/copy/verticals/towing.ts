// Towing copy (see ../types.ts for the rules each field follows).
import type { VerticalCopy } from '../types';

export const towing: VerticalCopy = {
  slug: 'towing',
  kind: 'emergency',
  audience: 'drivers',
  about: [
    'Nobody plans to need a tow truck, which is why it helps to know what to do before it happens.',
    'We tow cars, SUVs, pickups and motorcycles, help with jump starts, flat tires, lockouts and fuel, and pull vehicles out of ditches, mud and snow.',
    'The right truck matters: flatbeds carry all-wheel-drive, low-clearance and damaged vehicles without putting wheels on the road, while wheel-lift trucks handle tight parking spots.',
    'Around {city}, breakdowns happen on busy highways, in parking garages and on quiet rural roads, and each calls for a different approach to getting you and your vehicle safely out.',
    'When you call, tell us where you are, what you drive and what happened, and we give you the price before the truck is sent.',
    'Your safety comes first: stay in a safe place away from traffic, and if anyone is hurt, call 911 before anything else.',
  ],
  services: [
    {
      name: 'Local Towing',
      keyword: 'towing service',
      what: [
        'Local towing takes a disabled vehicle from where it stopped to a repair shop, dealership, your home or another location you choose nearby.',
        'Operators secure the vehicle with straps or wheel lifts suited to its size and drive type, so the transmission and bodywork are protected on the way.',
        'Front-wheel-drive cars can often be towed with the drive wheels lifted, while all-wheel-drive and many automatic vehicles should ride on a flatbed.',
        'Parking garages, tight lots and low clearances may need a smaller truck or special equipment, so let us know where the vehicle is parked.',
        "If you have roadside coverage through insurance, an auto club or your car's warranty, ask whether you should call them first or submit the bill for reimbursement.",
      ],
      signs: [
        'Your car will not start and a jump start did not help',
        'Warning lights for oil pressure or overheating came on and you pulled over',
        'The vehicle has been in a collision and is not safe to drive',
        'A repair shop needs the vehicle brought in',
        'A non-running car needs to be moved from your driveway',
      ],
      steps: [
        'You call with your location, vehicle type and where it needs to go.',
        'We confirm the price and the type of truck needed.',
        'The operator arrives, checks the vehicle and loads it safely.',
        'Your vehicle is delivered to the destination and you receive a receipt.',
      ],
      cost: [
        'Towing price is based on the distance, the size and type of vehicle, and the equipment needed, such as a flatbed or dollies.',
        'Recovery work, long waits, parking garage access and off-hours calls can add to the total.',
      ],
      timing: [
        'Arrival depends on traffic, weather and how many calls are ahead of yours, and we give you an honest estimate when you call.',
      ],
      faqs: [
        {
          q: 'Can I ride in the tow truck?',
          a: 'Many operators allow one or two passengers when there is room and their policy allows it. Ask when you call so you can plan other transportation if needed.',
        },
        {
          q: 'Where should I have my car towed?',
          a: 'To a repair shop you trust or the dealer if the car is under warranty. Call the shop first to confirm they can take it.',
        },
        {
          q: 'Will towing damage my car?',
          a: 'Proper equipment and technique protect the vehicle. That is why all-wheel-drive, low cars and damaged vehicles usually go on a flatbed.',
        },
      ],
    },
    {
      name: '24-Hour Towing',
      keyword: '24 hour towing',
      needs24h: true,
      what: [
        '24-hour towing means someone answers and a truck can be sent at any time of day or night, including weekends and holidays.',
        'Breakdowns after dark, accidents late at night and cars that will not start at the end of a late shift all need help when most shops are closed.',
        'Night towing takes extra care: operators use warning lights and cones and position the truck to protect everyone at the roadside.',
        "Vehicles towed after hours can go to a secure storage lot or a repair shop's after-hours drop area, if the shop allows it.",
        'We tell you the price before sending the truck, including any after-hours rate.',
      ],
      signs: [
        'Stranded at night on a highway or in a parking lot',
        'An accident after dark with a vehicle that cannot be driven',
        'A breakdown on a weekend or holiday',
        'You feel unsafe waiting where the car stopped',
      ],
      steps: [
        'If you are in danger or anyone is hurt, call 911 first.',
        'Call us with your location and vehicle details, and stay somewhere safe away from traffic.',
        'We confirm the price and give you an estimated arrival.',
        'The operator secures the scene, loads the vehicle and takes it to the destination you choose.',
      ],
      cost: [
        'Night, weekend and holiday calls often cost more than daytime towing.',
        'Distance, vehicle size and any recovery work needed also affect the price.',
      ],
      timing: [
        'Call as soon as you are safe, since late-night arrival depends on where the nearest truck is.',
      ],
      faqs: [
        {
          q: 'Where will my car go at night if the shop is closed?',
          a: "It can be stored at a secure lot and delivered to the shop when it opens, or left at a shop's after-hours drop area if the shop allows it. Ask about storage fees.",
        },
        {
          q: 'What should I do while waiting at night?',
          a: 'Turn on hazard lights, stay in the vehicle with your seatbelt on if you are on a busy road and it is safe, or move well away from traffic behind a barrier. Keep your phone charged and share your location with someone.',
        },
        {
          q: 'How will I know the right truck has arrived?',
          a: "Ask for the company name and the driver's name when you call. Confirm both before handing over your keys.",
        },
      ],
    },
    {
      name: 'Roadside Assistance',
      keyword: 'roadside assistance',
      what: [
        'Roadside assistance solves common problems on the spot so you can drive away without a tow.',
        'Services include jump starts for dead batteries, changing a flat to your spare, delivering fuel when you run out, and unlocking doors when keys are locked inside.',
        'A jump start gets you going, but a battery that keeps dying may be old or the charging system may be failing, so have it tested soon.',
        'Tire changes require a usable spare and working lug nuts; if the spare is flat or missing, towing to a tire shop is the next step.',
        'Modern vehicles with keyless entry and side airbags are unlocked with tools designed to avoid damage.',
      ],
      signs: [
        'Clicking or silence when you turn the key or press start',
        'A flat or shredded tire',
        'Keys locked inside the car',
        'The fuel gauge hit empty before you reached a station',
      ],
      steps: [
        'You tell us the problem, location and vehicle.',
        'We confirm the price for the service.',
        'The technician arrives and fixes the problem or explains why a tow is needed.',
        'You get back on the road with advice on any follow-up repair.',
      ],
      cost: [
        'Roadside services are usually priced per call, with fuel charged for what is delivered.',
        'Location, time of day and vehicle type can affect the price.',
      ],
      timing: ['Most roadside fixes are quick once the technician arrives.'],
      faqs: [
        {
          q: 'Can you jump start a hybrid or electric car?',
          a: "Many hybrids have a 12-volt battery that can be jumped using specific points in the owner's manual. Fully electric vehicles that run out of charge usually need a tow to a charger.",
        },
        {
          q: 'What if my spare tire is flat?',
          a: "Then the car needs to be towed to a tire shop or your destination. Check your spare's pressure a few times a year to avoid this.",
        },
        {
          q: 'Can you unlock my car without damage?',
          a: 'Yes, with the right tools most vehicles can be opened without damage. Some high-security models may need a locksmith or the dealer.',
        },
        {
          q: 'Should I replace my battery after a jump start?',
          a: 'Not necessarily, since lights left on can drain a healthy battery. If it dies again or the car cranks slowly, have the battery and alternator tested, which many parts stores and shops do quickly.',
        },
      ],
    },
    {
      name: 'Flatbed Towing',
      keyword: 'flatbed towing',
      what: [
        'Flatbed towing carries the whole vehicle on a tilting bed, so no wheels touch the road during transport.',
        'It is the preferred method for all-wheel-drive and four-wheel-drive vehicles, many electric vehicles, and cars with low ground clearance or body kits.',
        'Classic and high-value vehicles, motorcycles with proper wheel chocks, and vehicles damaged in a collision are also safer on a flatbed.',
        'The car is winched up the bed slowly and secured at the wheels or frame points, protecting the suspension and bodywork.',
        'Flatbeds are also used for moving non-running project cars, delivering purchases and moving equipment such as small tractors.',
      ],
      signs: [
        'Your vehicle is all-wheel drive or four-wheel drive',
        'The car sits low or has a front spoiler',
        'The vehicle has collision damage to the wheels or suspension',
        'You need a motorcycle, classic car or electric vehicle moved',
      ],
      steps: [
        'Tell us the make, model and drive type so the right truck is sent.',
        'The bed is tilted and the vehicle is winched on slowly.',
        'Wheels or frame points are strapped and the load is checked.',
        'The vehicle is unloaded carefully at the destination.',
      ],
      cost: [
        'Flatbed towing often costs a bit more than wheel-lift towing, and distance and vehicle weight drive the rest.',
        'Specialty loading, such as very low cars or motorcycles, can add time.',
      ],
      timing: [
        'Mention that you need a flatbed when you call so dispatch sends the right truck the first time.',
      ],
      faqs: [
        {
          q: 'Why does my AWD car need a flatbed?',
          a: "Towing with some wheels on the ground can damage the drivetrain of all-wheel-drive vehicles. Your owner's manual lists the towing requirements.",
        },
        {
          q: 'Can electric vehicles be towed?',
          a: "Most electric vehicles should be transported on a flatbed, since turning the wheels can damage the motor or generate power. Check the owner's manual or manufacturer guidance.",
        },
        {
          q: 'Can you tow a motorcycle?',
          a: 'Yes, motorcycles are carried on a flatbed with wheel chocks and soft straps. Tell us the make and model when you call.',
        },
        {
          q: 'Can a flatbed take a car with a locked steering wheel or no keys?',
          a: 'Often yes, using wheel dollies or skates to move a vehicle that cannot roll or steer. It takes more time and equipment, so mention it when you call.',
        },
      ],
    },
    {
      name: 'Winch-Out and Recovery',
      keyword: 'winch out service',
      what: [
        'Winch-out service pulls vehicles out of ditches, mud, snowbanks, sand or soft shoulders when they are stuck but otherwise drivable.',
        'Recovery is more involved: returning an overturned vehicle to its wheels, retrieving a car from an embankment, or moving a vehicle after a serious accident.',
        'Operators use winch lines, snatch blocks and soft straps attached to proper recovery points, never bumpers or suspension parts.',
        'Spinning the wheels to get free usually digs the car in deeper and can damage the transmission, so stop and call for help.',
        'After any recovery, check for damage underneath and to the tires before driving at highway speeds.',
      ],
      signs: [
        'Wheels spinning without moving in snow, mud or sand',
        'A slide into a ditch or off the shoulder',
        'A vehicle stuck off-road or on a steep embankment',
        'An accident that left a vehicle in an unsafe position',
      ],
      steps: [
        'Make sure everyone is safe and call 911 if anyone is hurt.',
        'Tell us how the vehicle is stuck and the terrain around it.',
        'The operator plans the pull, sets anchors and attaches to recovery points.',
        'The vehicle is winched out slowly and checked before you drive or it is towed.',
      ],
      cost: [
        'The difficulty of the recovery, including distance from the road, terrain and vehicle weight, drives the price.',
        'Complex recoveries with extra equipment or time cost more than a simple winch-out.',
      ],
      timing: [
        'Simple winch-outs are quick once the truck is in place, and complex recoveries take longer to set up safely.',
      ],
      faqs: [
        {
          q: 'Can I try to push my car out?',
          a: 'Gentle rocking and traction aids like sand can help in light snow, but stop if the car is not moving. Spinning wheels overheat tires and transmissions, and pushing near traffic is dangerous.',
        },
        {
          q: 'Does insurance cover recovery?',
          a: 'Some policies and roadside plans cover winch-outs, often up to a limit. Check your coverage or ask your insurer.',
        },
        {
          q: 'Will winching damage my car?',
          a: 'Attaching to proper recovery points and pulling slowly minimizes the risk. Damage usually happens when a vehicle is pulled by bumpers or other weak parts.',
        },
      ],
    },
    {
      name: 'Long-Distance Towing',
      keyword: 'long distance towing',
      what: [
        'Long-distance towing moves a vehicle between cities or across state lines, often after a breakdown far from home or to reach a specialist shop.',
        'It is also used for moving a vehicle to a new home, buying a car from another city, or bringing a classic car to a show or restorer.',
        "Flatbeds are preferred for long trips because the vehicle's drivetrain and tires do not wear during transport.",
        'The vehicle is inspected and photographed before loading so its condition is documented.',
        'For very long trips, an auto transport carrier may be more economical than a single tow, and we can tell you which makes sense.',
      ],
      signs: [
        'A breakdown far from home and your trusted mechanic',
        'A specialist repair shop in another city',
        'A purchased vehicle that does not run or is not registered yet',
        'A classic or project car that needs careful transport',
      ],
      steps: [
        'You provide the pickup and delivery addresses and vehicle details.',
        'We quote the price and pickup timing.',
        'The vehicle is inspected, photographed and loaded.',
        'It is delivered and checked with you or the receiving shop.',
      ],
      cost: [
        'Distance is the main factor, along with vehicle size, tolls and whether the trip requires an overnight stop.',
        'Non-running vehicles and special handling can add to the price.',
      ],
      timing: [
        'Long-distance tows are best scheduled ahead when possible so the right truck and driver are available.',
      ],
      faqs: [
        {
          q: 'Is long-distance towing better than shipping my car?',
          a: 'For moderate distances or non-running vehicles, towing is often simpler. For cross-country moves, carrier transport may cost less.',
        },
        {
          q: 'Do I need to be there at pickup and delivery?',
          a: 'Someone should be present to hand over keys and sign the condition report at both ends. A shop or friend can do it for you.',
        },
        {
          q: 'Can I leave belongings in the car?',
          a: 'Remove valuables and loose items, since they are usually not covered during transport. Secure anything left in the trunk.',
        },
        {
          q: 'How is my car protected during a long tow?',
          a: 'It is strapped at the wheels or frame points and checked at stops along the way. The condition report made at pickup records any existing damage for both sides.',
        },
      ],
    },
  ],
  why: [
    'Prices confirmed before the truck is sent',
    'The right truck for your vehicle, including flatbeds for AWD and low cars',
    'Vehicles secured at proper points to prevent damage',
    'Safety-first roadside procedures with lights and cones',
    'Clear receipts for insurance or roadside plan reimbursement',
    'Honest arrival estimates based on current conditions',
    'Help deciding where your car should go',
  ],
  prepare: [
    'Your exact location, cross streets or highway mile marker',
    'The make, model, color and drive type of the vehicle',
    'What happened and whether the car rolls, steers and brakes',
    'Where you want the vehicle taken',
    'Your insurance or roadside plan details if you plan to use them',
  ],
  faqs: [
    {
      q: 'What should I do right after a breakdown?',
      a: 'Get off the road as far as you safely can, turn on hazard lights, and stay away from traffic. If you are in a dangerous spot or anyone is hurt, call 911.',
    },
    {
      q: 'Will my insurance pay for the tow?',
      a: 'Many auto policies, auto clubs and new-car warranties include towing, often up to a distance or dollar limit. Keep the receipt and check your coverage.',
    },
    {
      q: 'What payment do you accept?',
      a: 'Payment methods vary by company and are confirmed when you call. Have a card or your roadside plan details ready.',
    },
    {
      q: 'What is a move-over law?',
      a: 'Most states require drivers to move over or slow down for stopped police, fire, ambulance and tow vehicles with flashing lights. It protects operators and you while the car is being loaded.',
    },
    {
      q: 'My car was towed from a parking lot. What now?',
      a: "Private property towing rules vary by state and city. The lot's signs should list the towing company, and you will need ID, proof of ownership and payment to retrieve the car.",
    },
    {
      q: 'Can you tow a truck or trailer?',
      a: 'Light and medium trucks can usually be towed with the right equipment. Tell us the size and weight so the proper truck is sent.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Cold snaps drain weak batteries, so have yours tested before the coldest mornings of the year.',
        'Keep a blanket, phone charger, water and an ice scraper in the car in case you wait for a tow in winter.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring potholes damage tires and wheels, so check tire pressure and make sure the spare is inflated.',
        'Muddy shoulders in spring trap cars that pull off the road, so stay on firm ground when you stop.',
      ],
    },
    {
      months: [5, 6, 7, 8],
      advice: [
        'Summer heat is hard on cooling systems, so pull over at the first sign of overheating and let the engine cool before opening anything.',
        'Before road trips, check tires, coolant and the spare, and save a towing number in your phone.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        'Fall is the time to replace worn tires and test the battery before snow and ice arrive.',
        'Holiday travel means busier roads, so leave extra room and keep a roadside kit with a flashlight, flares or triangles and warm layers in the trunk.',
      ],
    },
  ],
  banned: ['free towing', 'arrive in minutes', 'cheapest tow', 'fastest response'],
};
