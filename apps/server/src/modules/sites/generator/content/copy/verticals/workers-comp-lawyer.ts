// Workers compensation lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const workersCompLawyer: VerticalCopy = {
  slug: 'workers-comp-lawyer',
  kind: 'legal',
  audience: 'injured workers',
  about: [
    "Workers' compensation is insurance that most employers must carry to pay for medical care and part of lost wages when an employee is hurt on the job.",
    'It is a no-fault system, so you usually do not have to prove your employer did anything wrong, but you do have to report the injury and file the claim on time.',
    "We connect injured workers in {city} with a local workers' compensation lawyer who can explain the rules and deadlines that apply.",
    'A lawyer will review your situation, including the injury, your job, the medical records and any letters from the insurer.',
    "Each state runs its own workers' compensation system, with its own forms, benefit formulas and hearing process, and in {stateName} those rules decide what you can receive.",
    "Most employers and insurers handle claims fairly, but denials, delayed payments and disputes over treatment are common, and that is when a lawyer's help matters most.",
  ],
  services: [
    {
      name: "Workers' Compensation Claims",
      keyword: 'workers compensation lawyer',
      what: [
        "A workers' compensation claim covers reasonable medical treatment for a work injury and wage replacement while you cannot work or can work only light duty.",
        'Benefits usually include temporary disability payments, medical care, mileage to appointments in some states, and benefits for lasting impairment.',
        'The claim starts with notice to your employer, then a claim form with the employer, its insurer or the state agency, depending on the state.',
        'A lawyer makes sure the paperwork is complete and correct, that the right wage figure is used, and that treatment is authorized.',
        'The lawyer also explains your rights when the insurer asks for a recorded statement, a medical release or an exam with its chosen doctor.',
      ],
      signs: [
        'You were hurt at work and are missing time or pay',
        'Your employer has not filed the claim or is discouraging you from reporting',
        'You are unsure which doctor you are allowed to see',
        'Checks are late or smaller than you expected',
        'You are being pushed back to full duty before you feel ready',
      ],
      steps: [
        'You tell a lawyer how the injury happened and what has been done so far.',
        'The lawyer confirms the injury was reported and the claim was filed within the deadlines.',
        'Wage records are checked so benefits are based on your correct average earnings.',
        'Medical treatment is tracked and authorization disputes are addressed.',
        'The lawyer handles communication with the insurer and explains each decision it makes.',
      ],
      cost: [
        "Workers' compensation lawyers usually work on a contingency fee, and many states cap the fee or require a judge or agency to approve it.",
        'Ask how the fee is calculated, whether it applies to medical benefits or only to money you receive, and how case costs are handled.',
      ],
      timing: [
        'Report the injury to your employer right away; many states set short notice deadlines, and the deadline to file a claim may follow soon after.',
        'Straightforward claims may pay within weeks, while disputed claims take longer.',
      ],
      faqs: [
        {
          q: 'Do I have to prove my employer was at fault?',
          a: "Usually not. Workers' compensation is no-fault, so the questions are whether you were an employee and whether the injury happened because of your work.",
        },
        {
          q: 'Can I choose my own doctor?',
          a: 'It depends on the state. Some let the employer or insurer choose the first doctor or a network, while others let you choose; a lawyer will review the rules that apply to you.',
        },
        {
          q: 'Can I be fired for filing a claim?',
          a: "Most states prohibit firing or punishing a worker for filing a workers' compensation claim. If you think that happened, tell your lawyer, because separate claims may apply.",
        },
      ],
    },
    {
      name: 'Denied Claims and Appeals',
      keyword: 'workers comp attorney',
      what: [
        "Insurers deny claims for many reasons: late reporting, no witnesses, a pre-existing condition, a dispute over whether the injury happened at work, or a doctor's opinion.",
        "A denial is not the end; every state has a process to challenge it, often beginning with a petition or hearing request at the state workers' compensation agency.",
        "A workers' comp attorney gathers medical opinions that connect the injury to the job, witness statements, job descriptions and records of when you reported it.",
        'Benefits that were cut off after an independent medical exam, or surgery the insurer refused to approve, can also be challenged.',
        "The lawyer prepares you for depositions and hearings, where a workers' compensation judge decides the dispute.",
      ],
      signs: [
        'Your claim was denied in writing',
        "Your benefits stopped after an exam by the insurer's doctor",
        'Surgery, an MRI or therapy was refused',
        'The insurer says your condition is from an old injury or aging',
        'You received a hearing notice or a settlement offer you do not understand',
      ],
      steps: [
        'A lawyer reviews the denial letter and the reason given.',
        'The appeal or hearing request is filed within the deadline.',
        'Medical evidence is obtained, sometimes including an opinion from your treating doctor.',
        'Depositions and mediation may take place before the hearing.',
        'The judge hears the evidence and decides, and further appeals are possible.',
      ],
      cost: [
        'Fees for contested claims are commonly contingency-based and often set or approved under state rules.',
        'Medical reports, depositions and expert opinions are case costs that depend on how much the insurer disputes.',
      ],
      timing: [
        'Appeal deadlines can be short, so contact a lawyer as soon as you receive a denial.',
        'Contested claims often take several months to reach a hearing.',
      ],
      faqs: [
        {
          q: "Why was my workers' comp claim denied?",
          a: 'The denial letter should state a reason, such as late notice or a medical dispute. A lawyer will review whether the reason holds up and what evidence could answer it.',
        },
        {
          q: 'Can I get treatment while my claim is denied?',
          a: 'You may be able to use health insurance or other coverage while the dispute goes on, and some states allow reimbursement if the claim is later accepted. Ask your lawyer how to keep records.',
        },
        {
          q: 'What is an independent medical exam?',
          a: 'It is an exam by a doctor chosen by the insurer or employer, and its report can affect your benefits. You can usually be accompanied or prepared by your lawyer beforehand.',
        },
      ],
    },
    {
      name: 'Third-Party Work Injury Claims',
      keyword: 'work injury lawyer',
      what: [
        "Workers' compensation usually bars suing your own employer, but someone else may also be responsible for your injury, and that person can be held liable in a separate claim.",
        "Common third-party claims arise from car crashes while driving for work, defective machinery or tools, unsafe conditions created by another contractor, and falls on another company's property.",
        "A third-party claim can cover losses that workers' compensation does not, such as pain and suffering and full lost earnings.",
        "The workers' compensation insurer usually has a right to be repaid from a third-party recovery, which must be negotiated carefully.",
        'A work injury lawyer coordinates both claims so one does not harm the other.',
      ],
      signs: [
        'You were hurt in a vehicle crash while on the job',
        'A machine, ladder, scaffold or tool failed',
        'Another contractor or subcontractor created the hazard',
        'You were injured on property owned by someone other than your employer',
        'You were hurt by a defective product or chemical',
      ],
      steps: [
        'A lawyer reviews how the injury happened and who besides your employer was involved.',
        'Evidence such as the equipment, incident reports and safety records is preserved.',
        "The workers' compensation claim continues while the third-party claim is investigated.",
        "The third-party claim is presented to the responsible party's insurer.",
        "Any recovery is coordinated with the compensation insurer's repayment right.",
      ],
      cost: [
        'Third-party claims are typically handled on contingency, like other injury claims, and the fee agreement should explain both claims.',
        'Product and construction cases often need engineers or safety experts, which affects case costs.',
      ],
      timing: [
        'Keep the tool or equipment and ask a lawyer early, because evidence disappears fast on job sites.',
        'Third-party claims follow the injury lawsuit deadlines in your state, which differ from compensation deadlines.',
      ],
      faqs: [
        {
          q: 'Can I sue my employer for a work injury?',
          a: "Usually not, because workers' compensation is the exclusive remedy against most employers, with narrow exceptions in some states. Others who contributed to the injury can often be held responsible.",
        },
        {
          q: 'Will a third-party claim stop my comp benefits?',
          a: 'Generally no; the claims run side by side. The compensation insurer may be repaid from the third-party recovery, which a lawyer negotiates.',
        },
        {
          q: 'What if a coworker caused my injury?',
          a: "Coworkers are usually covered by the same workers' compensation rules. A lawyer will review whether anyone outside your employer was involved.",
        },
      ],
    },
    {
      name: 'Occupational Illness and Repetitive Injuries',
      keyword: 'workplace injury attorney',
      what: [
        'Not every workplace injury happens in a single moment; some build up over months or years from repeated motion, heavy lifting, vibration, noise or exposure to chemicals and dust.',
        'Examples include carpal tunnel syndrome, back and shoulder problems from lifting, hearing loss, lung disease and some skin conditions.',
        'These claims are harder because the insurer may argue the condition comes from age or life outside work.',
        'A workplace injury attorney gathers job descriptions, exposure records and medical opinions that connect the condition to the work.',
        'Deadlines for occupational illness claims often run from when you knew, or should have known, that the condition was related to your job.',
      ],
      signs: [
        'Pain or numbness that grows worse during the workweek',
        'A doctor told you a condition may be caused by your job',
        'You work with repetitive motions, heavy loads, loud machinery or chemicals',
        'Coworkers doing the same job have similar problems',
        'Your employer says the condition is not work related',
      ],
      steps: [
        'A lawyer reviews your job duties, your symptoms and when they started.',
        "Medical records and a doctor's opinion on the work connection are obtained.",
        'Exposure or workplace records are requested where they exist.',
        "The claim is filed and the insurer's response is reviewed.",
        "Disputes go to the state's hearing process with the lawyer representing you.",
      ],
      cost: [
        'These claims often need detailed medical opinions, which can raise case costs compared with a simple injury.',
        'Fees are commonly contingency-based and subject to state limits or approval.',
      ],
      timing: [
        'Report the condition to your employer as soon as a doctor links it to your work.',
        'Occupational claims can take longer to resolve because medical causation is often disputed.',
      ],
      faqs: [
        {
          q: "Is carpal tunnel covered by workers' comp?",
          a: 'It can be when the condition is caused or worsened by your job duties. The medical evidence connecting it to your work is usually the key question.',
        },
        {
          q: 'What if my condition developed over years?',
          a: 'Gradual conditions can still qualify. The deadline often depends on when you learned the condition was work related, so ask a lawyer promptly.',
        },
        {
          q: 'Does a pre-existing condition prevent a claim?',
          a: 'Not necessarily. In many states, work that aggravates or speeds up an existing condition can still be covered.',
        },
      ],
    },
    {
      name: 'Settlements and Permanent Disability',
      keyword: 'workers comp settlement',
      what: [
        'When treatment has done what it can, your doctor may say you have reached maximum medical improvement and assign a permanent impairment rating.',
        "The rating, your wages, your job and the state's formula help decide permanent disability benefits.",
        'Many claims end with a settlement, which may close the wage part of the claim, the medical part, or both.',
        'Closing future medical care is a serious decision, especially if you may need surgery, medication or injections later.',
        'A lawyer reviews the rating, explains the settlement options and their effect on other benefits such as Social Security disability or Medicare.',
      ],
      signs: [
        'Your doctor says you have reached maximum medical improvement',
        'You received an impairment rating you disagree with',
        'The insurer has offered a settlement',
        'You cannot return to your old job',
        'You receive or may apply for Social Security disability',
      ],
      steps: [
        'A lawyer reviews your medical records, the impairment rating and your work history.',
        'A second medical opinion on the rating may be requested where allowed.',
        'Future medical needs and their likely costs are considered.',
        'The lawyer negotiates with the insurer and explains every offer.',
        'Most states require a judge or agency to approve the settlement.',
      ],
      cost: [
        'Fees on settlements are commonly a percentage limited or approved by the state, and the lawyer should show how it is calculated.',
        'Claims involving Medicare or future surgery can require additional review, which affects case costs.',
      ],
      timing: [
        'Do not sign a settlement until you understand whether it closes your future medical care.',
        'Approval of a settlement often takes a few weeks after both sides agree.',
      ],
      faqs: [
        {
          q: "Do I have to settle my workers' comp claim?",
          a: 'No. Settlement is voluntary, and in many states you can keep receiving the benefits you are entitled to instead. A lawyer will help you compare the options.',
        },
        {
          q: 'How is a settlement calculated?',
          a: 'It usually reflects the permanent disability benefits owed under state law, future medical costs if they are included, and the risks each side faces. No figure can be predicted without reviewing the records.',
        },
        {
          q: 'Will a settlement affect Social Security disability?',
          a: 'It can, because some states and federal rules offset benefits. The settlement wording matters, so have a lawyer review it.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and the state rules that apply',
    'Notice and filing deadlines are checked from the start',
    'Your benefit rate is checked against your real earnings',
    'Denied treatment and cut-off checks are challenged through the proper process',
    'Third-party claims are spotted and coordinated with your comp claim',
    'Fees are explained in writing and follow state limits where they apply',
    'You are prepared for exams, depositions and hearings',
  ],
  prepare: [
    'The date, place and description of the injury and who you reported it to',
    'Names of witnesses and your supervisor',
    'Medical records, work restrictions and doctor names',
    'Pay stubs from before the injury and any benefit checks received',
    'Letters from your employer, the insurer or the state agency',
  ],
  faqs: [
    {
      q: "What does workers' comp pay for?",
      a: 'Reasonable medical care for the work injury, part of your lost wages while you cannot work, and benefits for permanent impairment. The details and amounts depend on state law.',
    },
    {
      q: 'How soon do I have to report a work injury?',
      a: 'As soon as possible; many states set short notice deadlines and longer deadlines to file a claim. Report in writing and keep a copy.',
    },
    {
      q: "How do workers' comp lawyers get paid?",
      a: 'Usually through a contingency fee that many states cap or require a judge to approve. Ask for the fee terms in writing.',
    },
    {
      q: "Can I work another job while on workers' comp?",
      a: 'Any earnings must usually be reported and may reduce benefits, and working outside your restrictions can hurt your claim. Ask your lawyer before taking other work.',
    },
    {
      q: 'What if I am an independent contractor?',
      a: 'Contractors generally are not covered, but many workers labeled contractors are actually employees under the law. A lawyer will review how you were paid and supervised.',
    },
    {
      q: 'What if my employer has no insurance?',
      a: 'Many states have an uninsured employers fund or allow other claims against the employer. A lawyer can explain the options.',
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [11, 0, 1],
      advice: [
        'Icy loading docks, parking lots and job sites cause many winter falls; report the fall and photograph the ice before it melts.',
        'Holiday warehouse and delivery rushes bring lifting injuries; write down the date pain started and tell a supervisor.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Construction season picks up in spring, and with it ladder, scaffold and equipment injuries; keep the names of every contractor on the site.',
        'If an injury from the winter still limits you, make sure your claim is filed before the deadline passes.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'Heat illness is a real work injury for roofers, landscapers and warehouse workers; report dizziness, cramps or collapse to your employer.',
        'Summer hires and seasonal workers are usually covered too; ask a lawyer if an employer says otherwise.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Harvest, retail and shipping seasons mean long shifts and repetitive work; see a doctor before aches turn into a lasting injury.',
        'Before the year ends, review your open claim, your medical appointments and any settlement offers with your lawyer.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: ['guarantee', 'no win no fee', 'top rated', 'specialist', 'maximum compensation', 'we will win'],
};
