// Chiropractor: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const chiropractor: VerticalCopy = {
  slug: 'chiropractor',
  kind: 'medical',
  audience: 'patients with back, neck and joint pain',
  about: [
    'Chiropractors are licensed health care providers who focus on the spine, joints and muscles, using hands-on adjustments, soft tissue work and exercise to ease pain and improve movement.',
    'We help people in {city} connect with a local chiropractor for back pain, neck pain, headaches, sports strains and injuries from car accidents.',
    'A chiropractor will take your history, examine your posture, movement and reflexes, and may order or review X-rays before recommending care.',
    'Good chiropractic care is a partnership: a clear plan with goals, home exercises, and a review of progress after a set number of visits.',
    'Some symptoms need a medical doctor rather than a chiropractor, and a careful chiropractor will refer you when that is the case.',
    'Many health plans cover chiropractic visits, often with a visit limit or copay, so ask the office to check your benefits.',
  ],
  services: [
    {
      name: 'Spinal Adjustments',
      keyword: 'spinal adjustment',
      what: [
        'A spinal adjustment, also called spinal manipulation, is a quick, controlled push applied by hand or with an instrument to a joint of the spine that is stiff or not moving well.',
        'Adjustments aim to improve joint motion and reduce pain, and they are often combined with stretching, muscle work and exercises.',
        'A popping sound may occur as gas is released from the joint fluid; it is harmless and not a sign that a bone moved back into place.',
        'Gentler techniques, such as instrument-assisted adjustments, drop tables and mobilization, are available for people who prefer less force.',
        'The chiropractor checks for conditions where manipulation is not appropriate, such as fractures, severe osteoporosis or certain blood vessel problems, before treating.',
      ],
      signs: [
        'Your back or neck feels stiff and locked up',
        'You have trouble turning your head or bending',
        'Pain started after sleeping awkwardly, lifting or sitting long',
        'You feel tightness between the shoulder blades',
        'Stretching alone is not loosening things up',
      ],
      steps: [
        'The chiropractor reviews your history and any warning signs.',
        'A physical exam checks posture, range of motion, muscles and nerves.',
        'The chiropractor explains the findings, the plan and the risks, and asks for your consent.',
        'Adjustments are performed with the technique you are comfortable with.',
        'You receive stretches or exercises to continue at home and a plan for follow-up.',
      ],
      cost: [
        'Visit fees depend on whether an exam, X-rays or additional therapies are included along with the adjustment.',
        'Many insurance plans cover chiropractic care with a copay and a yearly visit limit, and some offices offer self-pay rates or packages; ask before committing to a plan.',
      ],
      timing: [
        'A treatment visit is usually short, and the first visit with an exam takes longer.',
        'Many people notice a change within a few visits; if not, ask the chiropractor to reassess the plan.',
      ],
      faqs: [
        {
          q: 'Is a spinal adjustment safe?',
          a: 'Adjustments are generally considered safe when performed by a licensed chiropractor after a proper exam, and mild soreness afterward is common. Serious complications are rare, and your chiropractor should discuss the risks with you, especially for neck adjustments.',
        },
        {
          q: 'What is the cracking sound?',
          a: 'It is gas being released from the fluid inside the joint, much like cracking your knuckles. It is not a bone moving back into place, and not every adjustment makes a sound.',
        },
        {
          q: 'Can I be adjusted without the popping?',
          a: 'Yes. Instrument-assisted, drop table and mobilization techniques use less force. Tell the chiropractor your preference.',
        },
      ],
    },
    {
      name: 'Back Pain Treatment',
      keyword: 'back pain treatment',
      what: [
        'Low back pain is one of the most common reasons people see a chiropractor, and for many people it improves with active, hands-on care.',
        'Treatment can combine spinal manipulation, soft tissue massage, stretching, core strengthening and advice on lifting and sitting.',
        'Pain that travels down the leg may come from an irritated nerve or disc, and it calls for careful examination of strength, reflexes and sensation.',
        'Some offices use spinal decompression tables, heat, ice or electrical stimulation as part of a plan; ask what each is meant to do.',
        'Staying gently active usually helps back pain recover better than bed rest, and the chiropractor will suggest movement that fits your condition.',
      ],
      signs: [
        'Low back pain after lifting, bending or yard work',
        'Stiffness that is worse in the morning or after sitting',
        'Pain that spreads into the buttock or leg',
        'Back pain that keeps returning',
        'Muscle spasms that limit your movement',
      ],
      steps: [
        'The chiropractor asks how the pain started and screens for warning signs that need a physician.',
        'The exam tests movement, strength, reflexes and nerve tension.',
        'X-rays or an MRI are ordered only when the findings call for them.',
        'Care combines adjustments, soft tissue work and exercises.',
        'Progress is measured and the plan is adjusted, or you are referred if needed.',
      ],
      cost: [
        'The number of visits in the plan, any imaging, and added therapies such as decompression drive the total.',
        'Insurance often covers medically necessary visits for back pain; ask whether your plan requires a referral or approval.',
      ],
      timing: [
        'Acute back pain often improves over a few weeks with care; longer-standing pain may need a longer plan focused on exercise.',
        'Seek care early rather than waiting for pain to become chronic.',
      ],
      faqs: [
        {
          q: 'When is back pain an emergency?',
          a: 'Call 911 or go to an emergency room for back pain with loss of bladder or bowel control, numbness in the groin, sudden leg weakness, fever, or after a serious fall or crash. These need medical care right away.',
        },
        {
          q: 'Can a chiropractor help a herniated disc?',
          a: 'Many people with disc-related pain improve with conservative care that may include chiropractic treatment and exercise. The chiropractor will check nerve function and refer you if surgery or other care is needed.',
        },
        {
          q: 'Should I use heat or ice?',
          a: 'Many people prefer ice for a fresh strain and heat for stiffness, but comfort is a good guide. Ask the chiropractor what suits your injury.',
        },
      ],
    },
    {
      name: 'Neck Pain and Headaches',
      keyword: 'neck pain chiropractor',
      what: [
        'Neck pain often comes from long hours at a desk or phone, poor sleeping positions, stress or a sudden jolt.',
        'Tension-type headaches and headaches that start in the neck, called cervicogenic headaches, are often linked to tight muscles and stiff joints in the upper neck.',
        'Chiropractic care for the neck may include gentle mobilization or adjustment, muscle work, posture training and exercises for the deep neck muscles.',
        'Because neck manipulation carries rare but serious risks, the chiropractor screens for warning signs and discusses gentler options with you.',
        'Workstation changes, such as screen height and chair position, are often part of the plan.',
      ],
      signs: [
        'A stiff neck that makes checking your blind spot hard',
        'Headaches that start at the base of the skull',
        'Tight shoulders after long computer sessions',
        'Pain or tingling that spreads into the shoulder or arm',
        'Neck pain after sleeping badly',
      ],
      steps: [
        'The chiropractor asks about your headaches, work habits and any warning signs.',
        'Neck movement, posture, strength and nerves are examined.',
        'The plan is explained, including the options and risks of neck adjustments.',
        'Care includes hands-on treatment and simple exercises.',
        'Workstation and sleep tips help keep symptoms from returning.',
      ],
      cost: [
        'Costs follow the number of visits and whether imaging or added therapies are used.',
        'Insurance coverage for neck pain care is common; headache care may be covered when linked to a neck condition.',
      ],
      timing: [
        'Many people notice changes within a few visits, though long-standing headaches may take longer.',
        'Get checked before a desk-related ache becomes a daily headache.',
      ],
      faqs: [
        {
          q: 'When are a headache and neck pain urgent?',
          a: 'Call 911 for a sudden, severe headache, or neck pain with vision changes, trouble speaking, weakness or numbness on one side, or confusion. These can be signs of a stroke or other emergency.',
        },
        {
          q: 'Can a chiropractor help migraines?',
          a: 'Some people with migraines find hands-on care and exercises helpful as part of a broader plan, but results vary. Migraines should also be evaluated by a physician.',
        },
        {
          q: 'Do I have to have my neck cracked?',
          a: 'No. Gentle mobilization, soft tissue work and exercises can be used instead. Tell the chiropractor what you are comfortable with.',
        },
      ],
    },
    {
      name: 'Car Accident Injury Care',
      keyword: 'car accident chiropractor',
      what: [
        "Car accidents often cause whiplash, a strain of the neck's muscles and ligaments from the sudden back-and-forth motion, as well as back and shoulder injuries.",
        'Symptoms can be delayed, with pain, stiffness or headaches appearing a day or more after the crash.',
        'After a crash, you should be checked by a medical provider first, especially if you hit your head, lost consciousness or have severe pain.',
        'A chiropractor can then help with soft tissue and joint injuries through gentle adjustments, muscle work and a gradual exercise program.',
        'Clear records of your symptoms and treatment matter if an auto insurance claim is involved.',
      ],
      signs: [
        'Neck pain or stiffness after a rear-end collision',
        'Headaches that began after an accident',
        'Back or shoulder pain that developed days after the crash',
        'Reduced range of motion when turning your head',
        'Tingling or numbness in the arms',
      ],
      steps: [
        'You share the details of the accident and any medical care you have already had.',
        'The chiropractor screens for concussion, fractures and nerve injury and refers you when needed.',
        'An exam measures motion, strength and tenderness, with imaging when indicated.',
        'Care starts gently and progresses to strengthening as you heal.',
        'Your progress is documented at each visit.',
      ],
      cost: [
        'Depending on your state, auto insurance coverage such as personal injury protection or medical payments may pay for care after a crash, and some offices bill it directly.',
        'The length of the plan and any imaging or referrals determine the total cost.',
      ],
      timing: [
        'Get checked soon after a crash, even if you feel fine, since symptoms can appear later.',
        'Whiplash care often continues over several weeks as movement and strength return.',
      ],
      faqs: [
        {
          q: 'Should I see a doctor or a chiropractor after a crash?',
          a: 'Get a medical evaluation first, and call 911 for serious injuries. A chiropractor can then treat soft tissue and joint injuries and coordinate with your physician.',
        },
        {
          q: 'Will auto insurance pay for chiropractic care?',
          a: 'Often, depending on your policy and state rules. The office can help check coverage, but keep your own copies of bills and records.',
        },
        {
          q: 'Why does whiplash hurt more a few days later?',
          a: 'Inflammation and muscle guarding build up over the first days after an injury. That is why delayed pain is common and worth checking.',
        },
      ],
    },
    {
      name: 'Sports and Soft Tissue Therapy',
      keyword: 'sports chiropractor',
      what: [
        "Athletes and active people see chiropractors for strains, joint stiffness and overuse problems such as tennis elbow, runner's knee and shoulder impingement.",
        'Treatment can include joint mobilization, instrument-assisted soft tissue work, myofascial release, kinesiology taping and targeted exercises.',
        'The goal is to reduce pain, restore motion and build strength so you can return to your sport safely.',
        'The chiropractor looks at how you move, such as your running form, lifting technique or swing, to find the cause rather than only the sore spot.',
        'Injuries such as suspected fractures, dislocations or torn ligaments are referred to a physician or orthopedic surgeon.',
      ],
      signs: [
        'Pain that flares during or after training',
        'Tight hamstrings, hips or calves that limit performance',
        'Shoulder or elbow pain from throwing or lifting',
        'A nagging injury that keeps coming back',
        'Stiffness that makes warming up take longer',
      ],
      steps: [
        'The chiropractor asks about your sport, training load and the injury.',
        'Movement is assessed with sport-specific tests.',
        'Hands-on care and soft tissue work address the injured area.',
        'Exercises are added to restore strength, balance and control.',
        'A return-to-play plan sets safe steps back to full activity.',
      ],
      cost: [
        'Costs depend on visit length and the techniques used; some soft tissue therapies may not be covered by insurance.',
        'Ask whether exercise sessions and taping are included in the visit fee.',
      ],
      timing: [
        'Minor strains may settle within weeks, while overuse injuries need longer changes to training.',
        'Book an assessment when pain first changes how you move, before it becomes a longer injury.',
      ],
      faqs: [
        {
          q: 'Can I keep training while I am treated?',
          a: 'Often yes, with changes to load or technique. The chiropractor will suggest what to modify so you heal while staying active.',
        },
        {
          q: 'Does kinesiology tape work?',
          a: 'Some people find taping helps them feel more supported and move more comfortably, though the research is mixed. It is usually one part of a broader plan.',
        },
        {
          q: 'Is a sports chiropractor different from a regular one?',
          a: 'Some chiropractors pursue extra training in sports care. Ask about their experience with your sport and injury.',
        },
        {
          q: 'Should I stretch before or after a game?',
          a: 'Many athletes do a moving warm-up before play and save longer stretches for afterward. The chiropractor can suggest a routine suited to your sport and injury history.',
        },
      ],
    },
  ],
  why: [
    'A licensed chiropractor examines you and explains the findings in plain words',
    'Screening for warning signs and referral to a physician when needed',
    'Gentle technique options for people who prefer less force',
    'A clear care plan with goals and progress checks',
    'Home exercises so progress continues between visits',
    'Insurance benefits checked before care when possible',
    'Workstation, lifting and sleep advice tailored to you',
  ],
  prepare: [
    'Your health insurance card, or auto claim details after an accident',
    'A list of medications and past surgeries or injuries',
    "Any recent X-rays, MRI reports or doctor's notes",
    'Notes on when the pain started and what makes it better or worse',
    'Comfortable clothing that lets you move easily',
  ],
  faqs: [
    {
      q: 'Do I need a referral to see a chiropractor?',
      a: 'In most cases you can see a chiropractor directly, though some insurance plans require a referral. Check with your plan or ask the office.',
    },
    {
      q: 'How many visits will I need?',
      a: 'It depends on the problem, how long you have had it and how you respond. A good plan sets goals and reviews progress after a few visits rather than committing you to many in advance.',
    },
    {
      q: 'Can walk-in patients be seen?',
      a: 'Some offices accept walk-ins while others work by appointment. Send the form or call to check availability.',
    },
    {
      q: 'Is chiropractic care safe during pregnancy?',
      a: 'Many chiropractors treat pregnant patients with adapted positions and gentle techniques. Check with your obstetric provider and tell the chiropractor you are pregnant.',
    },
    {
      q: 'What conditions should a physician check first?',
      a: 'Back or neck pain after major trauma, with fever, unexplained weight loss, a history of cancer, or new weakness or numbness should be evaluated by a physician. Call 911 for any emergency.',
    },
    {
      q: 'What results can I expect?',
      a: 'Results vary from person to person. Many people with back and neck pain feel better with a combination of hands-on care and exercise, and your chiropractor should tell you honestly if another approach would serve you better.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        'Shoveling heavy snow strains backs every winter; push rather than lift, bend your knees, and take breaks.',
        'A slip on ice can cause back or neck pain days later; get checked rather than waiting it out.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Spring yard work and gardening bring the first back strains of the year; warm up and lift bags close to your body.',
        'Golf and tennis seasons restart; ease back in to spare your back and shoulders.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Long summer road trips stiffen necks and backs; stop to stretch and adjust your seat and headrest.',
        'Moving season means heavy boxes; keep loads small and use a dolly.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Back-to-school backpacks should sit on both shoulders and stay light enough for your child to carry upright.',
        'Raking leaves is a workout; switch sides often and keep your back straight.',
      ],
    },
    {
      months: [11],
      advice: [
        'Holiday travel and heavy luggage strain the back; lift bags in two steps and use wheels.',
        'If you have met your insurance deductible, finishing a care plan before year end may cost less.',
      ],
    },
  ],
  disclaimer:
    'This website is for general information only and is not medical advice. A licensed chiropractor will examine you and recommend care, and may refer you to a physician; results vary from person to person. If you have a medical emergency, call 911.',
  banned: ['guarantee', 'permit', 'boost immunity', 'miracle', 'pain-free', 'best chiropractor'],
};
