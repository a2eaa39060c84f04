// Family law attorney: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const familyLaw: VerticalCopy = {
  slug: 'family-law',
  kind: 'legal',
  audience: 'parents and spouses going through family changes',
  about: [
    'Divorce, custody and support questions touch the most personal parts of life: your children, your home and your finances.',
    'We connect people in {city} with a local family law attorney who can explain the process calmly and help you plan your next steps.',
    'A lawyer will review your situation, explain how courts in {stateName} approach property, support and parenting time, and describe the options, from agreement and mediation to a contested hearing.',
    'Many family cases settle through negotiation or mediation, which can cost less and give both sides more say in the result.',
    "When children are involved, the court's focus is the best interests of the child, and a good parenting plan reflects that.",
    'Speaking with a lawyer early does not mean starting a fight; it means knowing your rights before you sign or agree to anything.',
  ],
  services: [
    {
      name: 'Divorce',
      keyword: 'divorce lawyer',
      what: [
        'A divorce ends a marriage and decides how property and debts are divided, whether one spouse pays support to the other, and how children will be cared for.',
        'States divide property either by community property rules or by equitable distribution, and what counts as separate or marital property can be complicated.',
        'A divorce lawyer helps gather financial disclosures, value assets such as a home, retirement accounts or a business, and identify debts.',
        "Spousal support, sometimes called alimony or maintenance, depends on factors such as the length of the marriage, each spouse's income and earning ability.",
        'The lawyer negotiates on your behalf, prepares you for mediation, and represents you in court if an agreement cannot be reached.',
      ],
      signs: [
        'You or your spouse have decided to end the marriage',
        'You were served with divorce papers',
        'You share a home, retirement accounts or a business',
        'You are unsure what you would be entitled to or responsible for',
        'Communication with your spouse has broken down',
      ],
      steps: [
        'A lawyer reviews your marriage, children, income, property and goals.',
        'The petition is filed or answered and temporary orders are requested if needed.',
        'Both sides exchange financial information through disclosures and discovery.',
        'Settlement is negotiated directly or through mediation.',
        'The agreement is submitted for approval, or the remaining issues go to a hearing or trial.',
      ],
      cost: [
        'Divorce lawyers usually bill hourly against a retainer, so the cost follows how much conflict there is and how complex the finances are.',
        'Business valuations, appraisals, forensic accountants and custody evaluations add separate costs.',
        'Couples who agree on most issues generally spend far less than those who litigate every point.',
      ],
      timing: [
        'Many states require a waiting period before a divorce can be finalized, and contested cases can take many months or longer.',
        'Talk to a lawyer before you move out, move money or sign an agreement, since those steps can matter later.',
      ],
      faqs: [
        {
          q: 'Do I have to prove fault to get divorced?',
          a: 'Every state allows some form of no-fault divorce, though some still consider fault in certain situations. A lawyer will review whether fault matters in your case.',
        },
        {
          q: 'Who gets the house?',
          a: 'It depends on how the home was bought and paid for, state property rules, and what both spouses agree. Options include selling it, one spouse buying out the other, or a delayed sale.',
        },
        {
          q: 'Should I move out during the divorce?',
          a: 'Moving out can affect parenting time and the use of the home, so talk to a lawyer first unless you are in danger. If you are unsafe, call 911 and ask about a protective order.',
        },
      ],
    },
    {
      name: 'Uncontested Divorce',
      keyword: 'uncontested divorce lawyer',
      what: [
        'An uncontested divorce is one where both spouses agree on every issue: property, debts, support and, if there are children, custody and child support.',
        'It is usually the simplest, quickest and least expensive way to end a marriage.',
        'Even when you agree, the paperwork must meet court requirements, and small mistakes can delay the case or leave important issues unaddressed.',
        'A lawyer can draft the settlement agreement, review one your spouse prepared, and make sure retirement accounts, taxes and the house are handled correctly.',
        'One lawyer cannot represent both spouses, so the other spouse may want their own review of the agreement.',
      ],
      signs: [
        'You and your spouse agree on how to divide everything',
        'You already have a draft agreement and want it reviewed',
        'You have no children or have agreed on a parenting plan',
        'You want to avoid court hearings as much as possible',
        'You want to be sure nothing important is left out',
      ],
      steps: [
        'A lawyer confirms that every issue is agreed and that the case qualifies for an uncontested process.',
        'The settlement agreement and required financial disclosures are prepared or reviewed.',
        'The petition and agreement are filed with the court.',
        'Any required waiting period passes and parenting classes are completed if the court requires them.',
        'The judge signs the final decree, sometimes without a hearing.',
      ],
      cost: [
        'Uncontested divorces are often handled for a flat fee, plus court filing fees.',
        'Retirement account division orders, real estate transfers or a parenting plan can add to the price.',
      ],
      timing: [
        "Once papers are filed, the timeline is mostly set by the state's waiting period and the court's schedule.",
        'Have a lawyer review the agreement before either spouse signs it.',
      ],
      faqs: [
        {
          q: 'Can we use one lawyer for both of us?',
          a: 'No. A lawyer can represent only one spouse, though the other may choose to represent themselves or hire their own lawyer to review the agreement.',
        },
        {
          q: 'What if we agree on most things but not all?',
          a: 'Mediation can often settle the remaining issues. If it does, the case can still be finished as an agreed divorce.',
        },
        {
          q: 'Do we have to go to court?',
          a: 'Some courts finalize uncontested divorces on the paperwork alone, while others hold a short hearing. A lawyer will explain the practice in your county.',
        },
      ],
    },
    {
      name: 'Child Custody and Parenting Plans',
      keyword: 'child custody lawyer',
      what: [
        'Custody decides who makes major decisions for a child, known as legal custody, and where the child lives and when, known as physical custody or parenting time.',
        "Courts decide custody based on the best interests of the child, looking at things such as each parent's involvement, the child's needs and stability, and any safety concerns.",
        'A parenting plan sets out the weekly schedule, holidays, school breaks, transportation and how parents will communicate and make decisions.',
        'A child custody lawyer helps you propose a plan that works for your child, gathers supporting information, and represents you in mediation and court.',
        'Custody questions also come up for unmarried parents, who may first need to establish paternity.',
      ],
      signs: [
        'You are separating and need a schedule for the children',
        'The other parent is limiting your time or not following the current order',
        "You have concerns about a child's safety",
        'You are unmarried and have no custody order',
        'One parent wants to move away with the child',
      ],
      steps: [
        "A lawyer reviews your family's situation, the children's needs and your goals.",
        'Temporary orders may be requested to set a schedule while the case goes on.',
        'Parenting classes, mediation or a custody evaluation may be ordered by the court.',
        'The lawyer negotiates a parenting plan or prepares evidence and witnesses for a hearing.',
        'The judge approves the agreement or decides the issues after hearing both sides.',
      ],
      cost: [
        'Custody cases are usually billed hourly, and the cost grows with conflict, the number of hearings and whether a custody evaluator or guardian ad litem is involved.',
        'Reaching agreement through mediation is generally much less expensive than a contested trial.',
      ],
      timing: [
        'Temporary orders can come within weeks, while contested custody cases may take months.',
        'Start well before a move, a new school year or a holiday schedule dispute.',
      ],
      faqs: [
        {
          q: 'Does the mother always get custody?',
          a: "No. Courts look at the best interests of the child, not the parent's gender, and many families share parenting time.",
        },
        {
          q: 'At what age can a child choose where to live?',
          a: "Many states let the judge consider an older child's preference, but it is one factor among many and there is usually no fixed age when a child decides. A lawyer will review how courts in your state handle it.",
        },
        {
          q: 'What if the other parent will not follow the order?',
          a: 'Keep records of missed exchanges and communications. A lawyer can ask the court to enforce the order or change it.',
        },
      ],
    },
    {
      name: 'Child Support',
      keyword: 'child support attorney',
      what: [
        "Child support helps pay for a child's everyday needs, and every state uses guidelines based largely on both parents' incomes and the parenting schedule.",
        'Health insurance, childcare costs and extraordinary medical or educational expenses are often added to the basic amount.',
        'Disputes usually involve income, such as self-employment, bonuses, overtime or a parent who is earning less than they could.',
        'A child support attorney gathers income records, checks the guideline calculation and presents the case to the court or the child support agency.',
        'Support orders can be enforced through wage withholding and other tools when payments stop.',
      ],
      signs: [
        'You are separating and need a support order',
        "The other parent's income is hidden, irregular or self-employed",
        'Support payments have stopped or are late',
        'Your income or the parenting schedule has changed',
        'Childcare or medical costs are not being shared',
      ],
      steps: [
        "A lawyer reviews both parents' incomes, the parenting schedule and the children's expenses.",
        'Financial documents such as tax returns, pay stubs and bank statements are exchanged.',
        'The guideline amount is calculated and any reasons to depart from it are identified.',
        'Support is negotiated or presented to the court or agency.',
        'The order is entered and payment is set up, often through wage withholding.',
      ],
      cost: [
        'Straightforward support cases cost less than those requiring detailed income investigation or business records.',
        'Some parents use the state child support agency, which charges little or nothing but does not represent either parent personally.',
      ],
      timing: [
        'Ask for support as soon as you separate, since many courts date support back only to the request.',
        'Agency cases and court cases can take weeks to months depending on the local schedule.',
      ],
      faqs: [
        {
          q: 'How is child support calculated?',
          a: "Each state has guidelines that weigh both parents' incomes, the number of children and the parenting time. A lawyer will review the numbers in your case and whether anything justifies a different amount.",
        },
        {
          q: 'Can child support be changed?',
          a: 'Yes, usually when there is a significant change in income or circumstances. Until the court changes it, the existing order still applies.',
        },
        {
          q: 'What happens if the other parent does not pay?',
          a: 'Courts and state agencies can withhold wages, intercept tax refunds and use other enforcement tools. A lawyer can help you request enforcement.',
        },
      ],
    },
    {
      name: 'Custody and Support Modifications',
      keyword: 'custody modification lawyer',
      what: [
        'Family court orders are not always final: custody, parenting time and support can be changed when circumstances change significantly.',
        "Common reasons include a job loss or raise, a parent's move, a child's changing needs, remarriage, or a parent not following the plan.",
        'Moving a significant distance with a child, called relocation, usually requires notice to the other parent and often court approval.',
        'A modification lawyer shows the court what has changed and why a new order would serve the child or reflect new finances.',
        'The lawyer also handles enforcement when the other parent ignores an existing order.',
      ],
      signs: [
        "Your income dropped or the other parent's income rose",
        'You want to move with your child to a new city or state',
        "Your child's school, health or schedule needs have changed",
        'The current schedule no longer works for the family',
        'The other parent repeatedly violates the order',
      ],
      steps: [
        'A lawyer reviews the current order and what has changed since it was entered.',
        'Evidence of the change, such as pay records or school information, is gathered.',
        'The other parent is notified and an agreement is attempted.',
        'Mediation may be required before a hearing.',
        'The court approves an agreed change or decides after a hearing.',
      ],
      cost: [
        'Agreed modifications are usually less expensive, while contested relocation or custody changes take more hearings and preparation.',
        'The cost depends on how much evidence is needed and whether evaluators are involved.',
      ],
      timing: [
        'File as soon as circumstances change, since many support changes can only apply from the filing date.',
        'Relocation requests should start well before the planned move.',
      ],
      faqs: [
        {
          q: 'Can we just agree to change support without court?',
          a: 'Informal agreements are risky because the court order still controls. A lawyer can help you put an agreement into a new order.',
        },
        {
          q: 'Can I move out of state with my child?',
          a: "Usually only with the other parent's agreement or court approval, and notice rules apply. A lawyer will review your order and your state's relocation law.",
        },
        {
          q: 'How often can custody be changed?',
          a: 'Some states limit how soon after an order a change can be requested unless a child is at risk. A lawyer can tell you what applies to your situation.',
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains your options without pressure',
    'Mediation and settlement are explored before litigation where it is safe',
    'Financial disclosures and property values are checked carefully',
    "Parenting plans are written around your children's real schedules",
    'Fees and retainers are explained in writing before work begins',
    'You are prepared for mediation and every court date',
    'Conversations with a lawyer are confidential',
  ],
  prepare: [
    'Recent tax returns, pay stubs and bank and retirement statements',
    'A list of property and debts, including the home and vehicles',
    'Any existing court orders, agreements or papers you were served',
    "Your children's schedules, schools and special needs",
    'A short timeline of key events, written for your lawyer only',
  ],
  faqs: [
    {
      q: 'How much does a family law case cost?',
      a: 'It depends mostly on how much the parties agree. Uncontested matters may be handled for a flat fee, while contested cases are usually billed hourly against a retainer.',
    },
    {
      q: 'How long does a divorce take?',
      a: "Agreed divorces can finish soon after the state's waiting period, while contested cases can take many months or more. Court schedules in {county} also play a part.",
    },
    {
      q: 'Is mediation required?',
      a: 'Many courts require mediation before a custody or divorce trial, unless there is domestic violence or another safety concern. A lawyer will explain what your court expects.',
    },
    {
      q: 'Can I get temporary support or custody while the case is open?',
      a: 'Yes, courts can issue temporary orders for support, custody and use of the home. These orders help keep things stable until the case is finished.',
    },
    {
      q: 'What if I am afraid of my spouse or partner?',
      a: 'Your safety comes first: call 911 in an emergency. A lawyer can explain protective orders and how safety concerns affect custody.',
    },
    {
      q: 'Can a family law lawyer promise me custody?',
      a: "No. The judge decides based on the child's best interests, and no lawyer can promise the result. A lawyer will help you present your case clearly.",
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [0, 1],
      advice: [
        "Many people decide to separate after the holidays; gather last year's tax documents and account statements before your first meeting.",
        'Keep finances steady: avoid moving money or running up debts while you are deciding what to do.',
      ],
    },
    {
      months: [2, 3, 4],
      advice: [
        'Tax season raises questions about filing jointly or separately while a divorce is pending; ask before you file.',
        'Plan summer parenting time now, so vacations and camps are settled before school lets out.',
      ],
    },
    {
      months: [5, 6, 7],
      advice: [
        'A move before the new school year usually needs notice or court approval; start the relocation conversation early in the summer.',
        'Keep a simple record of summer exchanges and travel in case the schedule is questioned later.',
      ],
    },
    {
      months: [8, 9, 10, 11],
      advice: [
        'Settle Thanksgiving and winter break schedules in early fall, when courts have time to help if needed.',
        'Year-end matters: your marital status on December 31 can affect taxes, so talk with your lawyer and tax preparer before the year closes.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. A local lawyer will review your situation; past results do not predict future outcomes and no lawyer can promise a particular result.',
  banned: [
    'guarantee',
    'win custody',
    'full custody guaranteed',
    'top rated',
    'specialist',
    'take everything',
  ],
};
