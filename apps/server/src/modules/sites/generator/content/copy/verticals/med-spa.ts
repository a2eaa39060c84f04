// Med spa: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const medSpa: VerticalCopy = {
  slug: 'med-spa',
  kind: 'medical',
  audience: 'clients seeking aesthetic treatments',
  about: [
    'A medical spa offers aesthetic treatments such as wrinkle-relaxing injections, fillers, laser hair removal, peels and microneedling in a setting overseen by a medical professional.',
    'Because these are medical procedures, a physician usually serves as medical director, and injections and lasers are performed by licensed providers such as nurses, nurse practitioners, physician assistants or physicians, as state rules allow.',
    'We help people in {city} connect with a local med spa and make a confident, informed choice.',
    'A provider will review your health history, medications and goals, examine your skin, and explain what each treatment can and cannot do.',
    'Ask who will perform your treatment, what training they have, which products and devices are used, and how complications are handled.',
    'Results vary from person to person, and subtle, well-planned treatment usually looks more natural than doing too much at once.',
  ],
  services: [
    {
      name: 'Botox and Wrinkle Relaxers',
      keyword: 'botox',
      what: [
        'Botox is one brand of botulinum toxin, a prescription neuromodulator that temporarily relaxes the muscles that cause expression lines; other brands work in similar ways.',
        "Common areas are frown lines between the brows, forehead lines and crow's feet, and some providers also treat a gummy smile, chin dimpling or jaw clenching.",
        'The injector studies how your face moves and places small amounts of product with a fine needle, so you keep natural expression.',
        'Results appear gradually over several days to two weeks and typically last a few months before another treatment is needed.',
        'Neuromodulators are not recommended during pregnancy or breastfeeding or with certain neuromuscular conditions, so your health history matters.',
      ],
      signs: [
        'Lines between your brows make you look tired or upset',
        'Forehead lines stay visible when your face is relaxed',
        "Crow's feet deepen when you smile",
        'You clench or grind and your jaw muscles feel tight',
        'You want a refreshed look before an event',
      ],
      steps: [
        'The provider reviews your health history and medications and talks about your goals.',
        'Your face is assessed at rest and in motion, and photos may be taken.',
        'The skin is cleaned and small injections are placed in the chosen muscles.',
        'You receive aftercare instructions, such as staying upright and skipping hard workouts for the rest of the day.',
        'A follow-up visit about two weeks later checks the result.',
      ],
      cost: [
        'Pricing is usually per unit of product or per area, so the total depends on how many areas are treated and the strength of your muscles.',
        "The brand of product and the injector's experience also affect price; cosmetic injections are not covered by insurance.",
      ],
      timing: [
        'The injections take only a short visit, with full results in about two weeks.',
        'Schedule at least two weeks before a wedding or photos to allow time for the result and any touch-up.',
      ],
      faqs: [
        {
          q: 'Will Botox make me look frozen?',
          a: 'Not when the dose and placement suit your face. Tell the injector you want to keep expression, and start conservatively; more can be added at the follow-up.',
        },
        {
          q: 'What are the side effects?',
          a: 'Small bruises, redness or a mild headache are common and short-lived. Less often, a drooping brow or eyelid can occur and usually improves as the product wears off.',
        },
        {
          q: 'How long does Botox last?',
          a: 'Many people find results last a few months, though it varies with the area, the dose and your own metabolism.',
        },
      ],
    },
    {
      name: 'Lip Filler',
      keyword: 'lip filler',
      what: [
        'Lip filler adds volume, shape or definition to the lips with a hyaluronic acid gel, a substance naturally found in the skin.',
        'Treatment can be subtle, such as hydrating thin lips or defining the border, or more noticeable, depending on your goals and anatomy.',
        'Most lip fillers contain a numbing agent, and the provider may also apply numbing cream beforehand.',
        'Hyaluronic acid fillers can be dissolved with an enzyme called hyaluronidase if the result is uneven or a complication occurs, which is an important safety advantage.',
        'A rare but serious risk is filler blocking a blood vessel, so choose a trained injector who knows facial anatomy and has a plan to respond.',
      ],
      signs: [
        'Your lips have thinned with age',
        'Your upper and lower lips are out of balance',
        'The lip border has lost definition',
        'Fine lines around the mouth catch lipstick',
        'You want a small change you can build on',
      ],
      steps: [
        'You discuss the look you want and the provider examines your lips and face.',
        'Health history is reviewed, including cold sores, blood thinners and allergies.',
        'Numbing is applied and the filler is injected in small amounts.',
        'The provider shapes the result and checks symmetry with you.',
        'You receive aftercare advice and a follow-up appointment.',
      ],
      cost: [
        'Lip filler is usually priced per syringe, so the total depends on how much volume you want.',
        "The filler brand and the injector's experience affect price; touch-ups at later visits cost extra.",
      ],
      timing: [
        'Swelling and possible bruising are strongest in the first days and settle over about two weeks.',
        'Book at least two weeks before an event to let swelling go down.',
      ],
      faqs: [
        {
          q: 'Does lip filler hurt?',
          a: 'Lips are sensitive, but numbing cream and the numbing agent in most fillers keep discomfort manageable for most people. Ice afterward helps with swelling.',
        },
        {
          q: 'How long does lip filler last?',
          a: 'Many people see results for several months up to about a year, depending on the product and their body. Results vary.',
        },
        {
          q: 'What if I get cold sores?',
          a: 'Tell your provider, because injections can trigger an outbreak. A physician may recommend an antiviral medication before treatment.',
        },
      ],
    },
    {
      name: 'Dermal Fillers',
      keyword: 'dermal fillers',
      what: [
        'Dermal fillers restore volume lost with age in areas such as the cheeks, temples, under the eyes, the lines from nose to mouth and the jawline.',
        'Hyaluronic acid fillers are the most common and come in different thicknesses for different areas; other fillers stimulate collagen over time.',
        'A skilled injector treats the cause of a fold or hollow, often by restoring support in the cheek rather than filling the line directly.',
        'Under-eye filler is delicate work and is not suitable for everyone, especially those with puffiness or fluid retention.',
        "Like all injections, fillers carry risks such as bruising, swelling, lumps and, rarely, blood vessel blockage, so ask about the injector's training and safety plan.",
      ],
      signs: [
        'Your cheeks look flatter than they used to',
        'Deep lines run from your nose to the corners of your mouth',
        'Hollows under the eyes make you look tired',
        'Your jawline has lost definition',
        'Temples look sunken',
      ],
      steps: [
        'The provider assesses your face and explains where volume has changed.',
        'A plan is made for the areas and amount of filler, often in stages.',
        'The skin is cleaned and filler is placed with a needle or a blunt cannula.',
        'The result is shaped and reviewed with you in a mirror.',
        'Aftercare instructions and a follow-up check are provided.',
      ],
      cost: [
        'Filler is priced by syringe, so the number of areas and amount of volume set the total.',
        'Collagen-stimulating fillers may need a series of sessions, which changes the overall cost.',
      ],
      timing: [
        'Results are visible right away and settle over about two weeks.',
        'Many people refresh filler every several months to a year or more, depending on the area and product.',
      ],
      faqs: [
        {
          q: 'Will filler look natural?',
          a: 'A conservative plan that restores support rather than overfilling tends to look natural. Bring photos of yourself from a few years ago to help guide the goals.',
        },
        {
          q: 'Can filler be reversed?',
          a: 'Hyaluronic acid fillers can usually be dissolved with an enzyme. Collagen-stimulating fillers cannot be dissolved in the same way.',
        },
        {
          q: 'Who should not get fillers?',
          a: 'People who are pregnant or breastfeeding, have an active skin infection, or have certain allergies or autoimmune conditions may be advised to wait or avoid filler. Your provider will review your history.',
        },
      ],
    },
    {
      name: 'Laser Hair Removal',
      keyword: 'laser hair removal',
      what: [
        'Laser hair removal uses light energy absorbed by the pigment in hair follicles to damage them and slow future growth.',
        'Because hair grows in cycles and the laser affects only follicles in the active growth phase, a series of sessions several weeks apart is needed.',
        'The right laser depends on your skin tone and hair color; some devices are safer for darker skin, so ask which one will be used for you.',
        'It works best on dark hair; very light, gray or red hair responds poorly because it lacks pigment the laser can target.',
        'Most people see long-term hair reduction rather than complete removal, and occasional maintenance sessions may be needed.',
      ],
      signs: [
        'You are tired of shaving, waxing or ingrown hairs',
        'Razor bumps irritate your neck, legs or bikini line',
        'You have dark hair that grows back quickly',
        'You want smoother skin before summer',
        'Hair growth in certain areas makes you self-conscious',
      ],
      steps: [
        'The provider reviews your skin type, hair color, medications and sun exposure.',
        'A test spot may be done to check how your skin responds.',
        'You shave the area beforehand, and protective eyewear is worn during treatment.',
        'The laser is passed over the area, often with cooling to ease discomfort.',
        'Sessions repeat every several weeks until the planned series is complete.',
      ],
      cost: [
        'Price depends on the size of the area, such as upper lip versus full legs, and the number of sessions in the series.',
        'Many med spas sell packages of sessions; ask what happens if you need extra sessions or maintenance later.',
      ],
      timing: [
        'A full series commonly takes several months because sessions are spaced to match hair growth cycles.',
        'Start in fall or winter, when it is easier to avoid sun on treated skin.',
      ],
      faqs: [
        {
          q: 'Is laser hair removal permanent?',
          a: 'It provides long-term reduction for many people, but some hair may regrow over time, especially with hormonal changes. Maintenance sessions can help.',
        },
        {
          q: 'Does laser hair removal hurt?',
          a: 'Most people describe a snapping or warm sensation. Cooling devices and numbing cream can make it more comfortable.',
        },
        {
          q: 'Can I tan before laser treatment?',
          a: 'No. Tanned skin raises the risk of burns and pigment changes, so avoid sun and self-tanners before and after sessions as your provider advises.',
        },
      ],
    },
    {
      name: 'Chemical Peels and Microneedling',
      keyword: 'chemical peel',
      what: [
        'Chemical peels apply an acid solution that removes damaged outer layers of skin, improving texture, dullness, fine lines, acne and uneven pigment.',
        'Peels range from light peels with little peeling to medium-depth peels with several days of flaking; deep peels are generally performed by physicians.',
        'Microneedling uses fine needles to create tiny channels in the skin, which triggers collagen production to soften acne scars, pores and fine lines.',
        'The provider chooses the treatment and strength based on your skin type, concerns and how much recovery time you can allow.',
        'Both treatments usually work best as a series, combined with daily sunscreen and a good home skin care routine.',
      ],
      signs: [
        'Your skin looks dull or rough',
        'You have acne scars or enlarged pores',
        'Sun spots or uneven tone bother you',
        'Fine lines are forming around the eyes or mouth',
        'You want smoother skin before an event',
      ],
      steps: [
        'The provider examines your skin and reviews products and medications, such as retinoids.',
        'Your skin may be prepared with a home routine for a couple of weeks.',
        'The skin is cleansed, then the peel is applied or microneedling is performed with numbing.',
        'Soothing products and sunscreen are applied after treatment.',
        'Aftercare instructions guide you through peeling or redness.',
      ],
      cost: [
        'Light peels generally cost less per session than medium peels or microneedling, and the number of sessions drives the total.',
        'Add-ons such as growth-factor serums or combined treatments increase the price.',
      ],
      timing: [
        'Light peels have little recovery, while medium peels and microneedling can cause redness or flaking for several days.',
        'Plan treatments at least a week or two before an event.',
      ],
      faqs: [
        {
          q: 'Are peels safe for darker skin?',
          a: 'Many peels can be used on darker skin with the right choice of acid and strength, since some peels raise the risk of dark spots. Choose a provider experienced with your skin type.',
        },
        {
          q: 'Is microneedling painful?',
          a: 'Numbing cream is applied first, and most people feel pressure or light scratching. Redness afterward is common and usually fades within a few days.',
        },
        {
          q: 'How many sessions will I need?',
          a: 'Many concerns improve over a series of treatments spaced weeks apart. Your provider will suggest a plan, and results vary from person to person.',
        },
      ],
    },
  ],
  why: [
    'Treatments performed by licensed providers under medical oversight',
    'A consultation that reviews your health history before any treatment',
    'Honest advice on what each treatment can and cannot do',
    'Conservative plans that aim for natural-looking results',
    'Clear pricing by unit, syringe, area or session',
    'Aftercare instructions and follow-up visits included in the plan',
    'A plan for handling side effects or complications',
  ],
  prepare: [
    'A list of medications and supplements, including blood thinners and retinoids',
    'Your history of cold sores, allergies and skin conditions',
    'Whether you are pregnant or breastfeeding',
    'Photos that show the look you want, or yourself a few years ago',
    'Any event dates you are planning around',
  ],
  faqs: [
    {
      q: 'Who performs treatments at a med spa?',
      a: 'Injections and laser treatments are performed by licensed providers such as nurses, nurse practitioners, physician assistants or physicians, as state rules allow, usually with a physician medical director. Always ask who will treat you.',
    },
    {
      q: 'How do I choose a med spa?',
      a: "Ask about the provider's license and training, who the medical director is, which products and devices are used, and how complications are handled. Before-and-after photos of their own patients are helpful.",
    },
    {
      q: 'Are med spa treatments covered by insurance?',
      a: 'Cosmetic treatments are generally not covered by insurance. Some medical uses of injections may be, when a physician treats a medical condition.',
    },
    {
      q: 'Is there downtime?',
      a: 'It depends on the treatment. Injections often cause minor swelling or bruising, while peels and microneedling may cause redness or flaking for several days.',
    },
    {
      q: 'Are specials and packages worth it?',
      a: 'Packages can lower the price of treatments you already plan to have, but choose the provider first and the price second. Ask whether packages expire and whether they are refundable.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary with your skin, anatomy, age and habits. A good provider will explain realistic goals and will tell you when a treatment is not right for you.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Winter is a good time to start laser hair removal and stronger peels, when sun exposure is easier to avoid.',
        'New-year skin goals start with a consultation and a good daily sunscreen.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Wedding, prom and graduation season: schedule injections at least two weeks before the date.',
        'Laser hair removal started now may still be mid-series by summer; keep treated areas out of the sun.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Avoid tanning before laser sessions; tanned skin is more likely to burn or discolor.',
        'Summer heat and sun can irritate freshly peeled skin, so many people pause stronger peels until fall.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Fall is a popular time to begin laser hair removal and peel series as the sun weakens.',
        'For holiday parties and photos, book injectables a few weeks ahead so any swelling has settled.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A licensed provider will review your health history and recommend treatment; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'permanent hair removal', 'risk-free', 'painless', 'best med spa'],
};
