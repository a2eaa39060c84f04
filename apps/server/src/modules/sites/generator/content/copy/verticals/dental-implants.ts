// Dental implants: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const dentalImplants: VerticalCopy = {
  slug: 'dental-implants',
  kind: 'medical',
  audience: 'patients replacing missing teeth',
  about: [
    'A dental implant replaces the root of a missing tooth with a small titanium or zirconia post placed in the jawbone, which then supports a crown, a bridge or a full arch of teeth.',
    'Because the implant fuses with the bone, it can help preserve the jaw and lets you chew more naturally than a removable denture.',
    'We help people in {city} connect with a local implant dentist for single implants, full-arch treatment and the bone grafting that sometimes comes first.',
    "Implants are placed by oral surgeons, periodontists, prosthodontists and general dentists with implant training, so ask about the dentist's training and how many implant cases they handle.",
    'A dentist will examine you, take a 3D scan of your jaw and explain whether implants are a good fit, along with alternatives such as bridges and dentures.',
    'Implant treatment is a process over several months, and your health, your bone and your habits all affect how it goes; results vary from person to person.',
  ],
  services: [
    {
      name: 'Single Tooth Implants',
      keyword: 'dental implants',
      what: [
        'A single tooth implant replaces one missing tooth without reshaping the neighboring teeth, as a traditional bridge would require.',
        'The treatment has three parts: the implant post placed in the bone, an abutment that connects to it, and a custom crown shaped and shaded to match your teeth.',
        'After placement, the bone grows around the implant over a few months in a process called osseointegration.',
        'Sometimes an implant can be placed at the time of extraction, and in some front-tooth cases a temporary tooth is attached right away, depending on bone and stability.',
        'Implants cannot get cavities, but the gums and bone around them can become inflamed, so daily cleaning and regular checkups matter.',
      ],
      signs: [
        'You lost a tooth to decay, a crack or an injury',
        'A tooth has been recommended for extraction',
        'A gap makes chewing uncomfortable or affects your smile',
        'Neighboring teeth are starting to tip into the space',
        'You want to avoid reshaping healthy teeth for a bridge',
      ],
      steps: [
        'The dentist examines you and takes a 3D scan to measure bone height and width.',
        'Any extraction and grafting are done, if needed.',
        'The implant is placed under local anesthetic, with sedation options for anxious patients.',
        'The bone heals around the implant over a few months, often with a temporary tooth.',
        'The abutment and final crown are attached and your bite is adjusted.',
      ],
      cost: [
        'The total depends on the scan, the implant system, the abutment and crown materials, and whether extraction or grafting is needed first.',
        'Some dental plans cover part of implant treatment, often with annual maximums and waiting periods; many offices offer financing, so ask for a written estimate of every stage.',
      ],
      timing: [
        'From placement to final crown usually takes a few months, and longer when grafting is needed.',
        'Replacing a tooth sooner rather than later helps limit bone loss in the gap.',
      ],
      faqs: [
        {
          q: 'Does getting an implant hurt?',
          a: 'The area is numbed for the procedure, and many patients compare the soreness afterward to an extraction. Swelling and tenderness usually ease within days, and your dentist will advise on pain relief.',
        },
        {
          q: 'How long do dental implants last?',
          a: 'Implants can last a long time with good hygiene and regular care, while the crown on top may eventually need replacement from wear. Smoking, gum disease and uncontrolled diabetes can shorten their life.',
        },
        {
          q: 'Am I too old for an implant?',
          a: 'Age alone is rarely the issue; overall health, bone and the ability to keep the area clean matter more. The dentist will review your medical history.',
        },
      ],
    },
    {
      name: 'All-on-4 Dental Implants',
      keyword: 'all on 4 dental implants',
      what: [
        'All-on-4 style treatment replaces a whole arch of teeth with a fixed bridge supported by four implants, with the back implants often angled to use the available bone.',
        'The approach can help some patients avoid bone grafting, since angled implants reach denser bone toward the front of the jaw.',
        'In many cases a temporary fixed bridge is attached soon after surgery, and a final bridge is made once healing is complete.',
        'The bridge is fixed in place and removed only by the dentist for cleaning and maintenance.',
        'Not everyone is a candidate, and some patients need five or six implants per arch, so the 3D scan and exam decide the plan.',
      ],
      signs: [
        'Most of your teeth in one arch are failing or missing',
        'You wear a full denture that slips or makes eating hard',
        'You have been told you lack bone for traditional implants',
        'You want fixed teeth rather than removable dentures',
        'Severe gum disease has loosened many teeth',
      ],
      steps: [
        'A consultation includes an exam, a 3D scan, photos and a discussion of your goals and health.',
        'The surgical and prosthetic plan is designed, often with a digital guide.',
        'Remaining failing teeth are removed and the implants are placed, usually with sedation.',
        'A temporary fixed bridge is attached when the implants are stable enough.',
        'After healing, the final bridge is made and fitted, and a maintenance schedule begins.',
      ],
      cost: [
        'The price depends on the number of implants, the materials of the final bridge such as zirconia or acrylic over a metal frame, the sedation used and any extractions.',
        'Ask whether the quote covers both the temporary and final bridges, follow-up visits and a night guard, and what repairs would cost later.',
      ],
      timing: [
        'The surgery and temporary teeth come first, and the final bridge usually follows after a few months of healing.',
        'Plan for a soft diet during the early healing period.',
      ],
      faqs: [
        {
          q: 'Will I leave with teeth on the day of surgery?',
          a: 'Many patients receive a temporary fixed bridge soon after placement, but it depends on how stable the implants are. Your dentist will explain the plan for your case.',
        },
        {
          q: 'Is All-on-4 better than a denture?',
          a: 'A fixed bridge does not move like a denture and does not cover the palate, which many people find more comfortable. It costs more and requires surgery, so compare both honestly.',
        },
        {
          q: 'How do I clean a fixed implant bridge?',
          a: 'You brush it like natural teeth and use a water flosser or special floss under the bridge. Regular professional cleanings, with the bridge removed by the dentist when needed, keep the gums healthy.',
        },
      ],
    },
    {
      name: 'Full Mouth Dental Implants',
      keyword: 'full mouth dental implants',
      what: [
        'Full mouth implant treatment rebuilds both upper and lower arches when most or all teeth are missing or failing.',
        'Options include fixed full-arch bridges, implant-supported overdentures that snap onto implants and can be removed at home, and in some cases several smaller implant bridges.',
        'Snap-in overdentures need fewer implants and cost less than fixed bridges, while fixed bridges feel more like natural teeth.',
        'The plan takes into account your bite, facial support, speech, bone in each jaw and how you prefer to clean your teeth.',
        'A prosthodontist or restorative dentist often works with a surgeon to design teeth that look natural and work together.',
      ],
      signs: [
        'You are missing many teeth in both jaws',
        'Dentures cause sore spots, slipping or trouble speaking',
        'You avoid certain foods because chewing is hard',
        'Your face looks sunken from bone loss',
        'You are facing extraction of many teeth at once',
      ],
      steps: [
        'A full exam and 3D scans of both jaws show bone and anatomy.',
        'Fixed and removable options are compared with their costs and care needs.',
        'Extractions, grafts and implant placement are scheduled, often in stages.',
        'Temporary teeth are worn during healing.',
        'Final teeth are fitted, the bite is balanced and regular maintenance begins.',
      ],
      cost: [
        'The total depends on fixed versus removable teeth, the number of implants in each jaw, grafting, sedation and the final materials.',
        'Full mouth treatment is a major investment; ask for a written estimate by stage and whether financing or phasing is available.',
      ],
      timing: [
        'Full mouth treatment usually takes several months from start to final teeth.',
        'Staging the work lets you keep functional teeth throughout.',
      ],
      faqs: [
        {
          q: 'What is the difference between snap-in dentures and a fixed bridge?',
          a: 'Snap-in overdentures attach to implants but come out for cleaning, while a fixed bridge stays in and is removed only by the dentist. Fixed bridges feel more like natural teeth but usually cost more.',
        },
        {
          q: 'Can I have implants if I wore dentures for years?',
          a: 'Often yes, though long-term denture wear can shrink the bone, which may call for grafting or angled implants. A 3D scan shows what is possible.',
        },
        {
          q: 'Will full mouth implants change how I speak?',
          a: 'There may be a short adjustment period, especially with the temporary teeth. Most people adapt as the tongue and lips get used to the new shape.',
        },
      ],
    },
    {
      name: 'Implant Consultations and 3D Planning',
      keyword: 'implant dentist',
      what: [
        'A careful consultation is the most important step in implant treatment, because it decides whether implants are right for you and how they will be placed.',
        'The implant dentist reviews your medical history, including diabetes, smoking, bone medications and heart conditions, which can affect healing.',
        'A cone beam CT scan shows bone height, width and density and the location of nerves and sinuses in three dimensions.',
        'Many offices use the scan to plan implant positions digitally and print a surgical guide that transfers the plan to the mouth.',
        'A good consultation also covers alternatives, the risks, the full timeline and every stage of the cost.',
      ],
      signs: [
        'You are considering implants but unsure you qualify',
        'You received an implant quote and want a clear explanation',
        'You have health conditions that may affect healing',
        'You had an implant that failed or is bothering you',
        'You want to compare implants with bridges or dentures',
      ],
      steps: [
        'You share your goals, dental history and medical history.',
        'The dentist examines your mouth, gums and bite.',
        'A 3D scan and photos are taken.',
        'The dentist explains options, risks, timeline and a written estimate.',
        'You take time to decide and ask any follow-up questions.',
      ],
      cost: [
        'Some offices include the consultation and scan in the overall treatment fee, while others charge for the scan separately, so ask in advance.',
        'A thorough plan may reveal extra needs, such as grafting or gum treatment, that change the total.',
      ],
      timing: [
        'The consultation and scan usually take one visit, and the plan may be reviewed at a second.',
        'Allow time to compare options before committing to surgery.',
      ],
      faqs: [
        {
          q: 'What should I ask an implant dentist?',
          a: 'Ask about their implant training and experience, who places and who restores the implant, which implant system they use, and what happens if an implant does not integrate. A good dentist welcomes the questions.',
        },
        {
          q: 'Why do I need a 3D scan?',
          a: 'Regular X-rays are flat, while a 3D scan shows bone width and nerves and sinuses. It helps place implants safely and predictably.',
        },
        {
          q: 'Can smokers get implants?',
          a: 'Smoking raises the risk of implant problems and slows healing. Many dentists recommend quitting or cutting back before and after surgery.',
        },
      ],
    },
    {
      name: 'Bone Grafting and Sinus Lifts',
      keyword: 'bone graft for dental implants',
      what: [
        'When a tooth is lost, the bone that held it gradually shrinks, and an implant needs enough bone around it to be stable.',
        'Bone grafting adds bone or bone substitute where it is thin, often using donor, animal-derived or synthetic materials, and sometimes your own bone.',
        'A socket graft placed at the time of extraction helps preserve the bone for a future implant.',
        'A sinus lift raises the floor of the sinus above the upper back teeth and adds bone beneath it, so implants can be placed where bone was too thin.',
        'Grafts need healing time before or alongside the implant, which extends the overall treatment.',
      ],
      signs: [
        'A tooth has been missing for a long time',
        'You were told there is not enough bone for an implant',
        'You are having a tooth extracted and plan an implant later',
        'You need implants in the upper back jaw near the sinus',
        'Gum disease caused bone loss around teeth',
      ],
      steps: [
        'A 3D scan shows where and how much bone is missing.',
        'The graft material and technique are chosen and explained.',
        'The graft is placed under local anesthetic, with sedation available.',
        'The area heals, often for a few months, while the graft matures.',
        'A follow-up scan confirms the bone before or after implant placement.',
      ],
      cost: [
        'The cost depends on the size of the graft, the material used and whether a sinus lift or membrane is needed.',
        'Grafting is often a separate line on the estimate, so ask whether it is included in an implant quote.',
      ],
      timing: [
        'Small grafts may be done with the implant, while larger grafts can add several months before placement.',
        'Ask about a socket graft before an extraction if you might want an implant later.',
      ],
      faqs: [
        {
          q: 'Is a bone graft painful?',
          a: 'The area is numbed during the procedure, and most patients have soreness and swelling for several days. Following the care instructions helps healing.',
        },
        {
          q: 'Where does graft material come from?',
          a: 'It may come from a tissue bank, an animal source, synthetic material or your own body. Your dentist will explain the options and why one is recommended.',
        },
        {
          q: 'Can I avoid a bone graft?',
          a: 'Sometimes, with shorter or angled implants or a different design. The scan shows which options fit your anatomy.',
        },
      ],
    },
  ],
  why: [
    'A licensed dentist examines you and takes a 3D scan before recommending implants',
    'Alternatives such as bridges and dentures are explained honestly',
    'Written estimates cover every stage, from extraction to final teeth',
    'Sedation options to ask about for anxious patients',
    'Temporary teeth planned so you are not left without a smile',
    'Financing options to ask about for larger treatment plans',
    'Maintenance visits to keep implants and gums healthy',
  ],
  prepare: [
    'A list of medications, especially blood thinners and bone medications',
    'Your medical history, including diabetes, heart conditions and smoking',
    'Your dental insurance details and any recent X-rays',
    'Questions about cost, timeline and alternatives',
    'Notes on what you want most: fixed teeth, chewing comfort or appearance',
  ],
  faqs: [
    {
      q: 'Am I a candidate for dental implants?',
      a: 'Many adults with good general health, healthy gums and enough bone, or bone that can be grafted, are candidates. The exam and 3D scan decide.',
    },
    {
      q: 'Are dental implants covered by insurance?',
      a: 'Some dental plans cover part of the cost, often up to an annual maximum, and medical insurance rarely does. The office can review your benefits.',
    },
    {
      q: 'What can go wrong with an implant?',
      a: 'Risks include infection, an implant that does not fuse with bone, nerve irritation and inflammation of the gums around the implant later on. Your dentist will explain the risks that apply to you.',
    },
    {
      q: 'How do I care for implants?',
      a: 'Brush twice a day, clean between teeth with floss or a water flosser, and keep regular checkups. Wearing a night guard helps if you grind.',
    },
    {
      q: 'Is sedation available?',
      a: 'Many implant offices offer oral sedation or IV sedation in addition to local anesthetic. Ask which options are available and what they involve.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary with your bone, health and habits. A realistic plan and good home care give implants the best chance of lasting.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'New dental benefits start for many plans in January; an implant plan that spans two calendar years may use two years of annual maximums.',
        'Winter is a good time for a consultation and 3D scan, so treatment can start in spring.',
      ],
    },
    {
      months: [2, 3, 4, 5],
      advice: [
        'Starting implants in spring means healing is well along before summer weddings and trips.',
        'If a tooth must come out this spring, ask about a socket graft to keep the bone for a future implant.',
      ],
    },
    {
      months: [6, 7, 8],
      advice: [
        'Plan surgery around vacations so you can rest and eat soft foods for the first days of healing.',
        'Summer barbecues can wait a few days; skip crunchy and chewy foods while implants heal.',
      ],
    },
    {
      months: [9, 10, 11],
      advice: [
        "Starting in the fall can let you use this year's remaining benefits and next year's for the final teeth.",
        'Flexible spending and health savings money can often go toward implant treatment; check your balance before year end.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical or dental advice. A licensed dentist will examine you and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'painless', 'permit', 'teeth in a day', 'lifetime', 'best implant dentist'],
};
