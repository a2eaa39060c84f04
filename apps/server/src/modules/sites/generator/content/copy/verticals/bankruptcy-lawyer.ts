// Bankruptcy lawyer: voice and facts (see ../types.ts).
import type { VerticalCopy } from '../types';

export const bankruptcyLawyer: VerticalCopy = {
  slug: 'bankruptcy-lawyer',
  kind: 'legal',
  audience: 'people struggling with debt',
  about: [
    'Debt problems usually start with something outside your control: a job loss, a medical bill, a divorce or a business that did not work out.',
    'Bankruptcy is a legal process in federal court that can stop collection calls, lawsuits, garnishments and foreclosure while your debts are sorted out.',
    'We connect people in {city} with a local bankruptcy lawyer who can explain whether Chapter 7, Chapter 13 or another option fits their situation.',
    'A lawyer will review your situation: your income, your debts, what you own and what you want to keep, such as your home or car.',
    'Bankruptcy is not right for everyone, and a good lawyer will also talk about alternatives such as negotiating with creditors or simply waiting.',
    'Federal law sets the process, but the property you can protect depends partly on the exemptions available in {stateName}.',
  ],
  services: [
    {
      name: 'Chapter 7 Bankruptcy',
      keyword: 'chapter 7 attorney',
      what: [
        'Chapter 7 is often called liquidation bankruptcy, but most people who file keep all or nearly all of their property because of exemptions.',
        'It can discharge, meaning wipe out your legal duty to pay, many unsecured debts such as credit cards, medical bills and personal loans.',
        'To qualify, your income is compared with the median for your state and household size through the means test, with further calculations if it is higher.',
        'A court-appointed trustee reviews your paperwork and can sell property that is not protected by an exemption, which is why careful planning matters.',
        'A Chapter 7 attorney prepares the petition and schedules, attends the meeting of creditors with you, and deals with the trustee.',
      ],
      signs: [
        'Your debts are mostly credit cards, medical bills or personal loans',
        'Your income is modest or has dropped',
        'Creditors are calling, suing or garnishing your wages',
        'You have little property beyond what exemptions protect',
        'You see no realistic way to repay what you owe',
      ],
      steps: [
        'A lawyer reviews your income, debts, property and recent financial moves.',
        'You complete a credit counseling course from an approved provider before filing.',
        'The lawyer prepares and files the petition, schedules and financial statements.',
        'You attend the meeting of creditors, where the trustee asks questions under oath.',
        'You complete a debtor education course, and the court enters the discharge.',
      ],
      cost: [
        'Chapter 7 is usually handled for a flat fee, paid before filing, plus the court filing fee; some courts allow the filing fee in installments or waive it for low incomes.',
        'The price depends on how complex your finances are, whether you own a business or real estate, and whether creditors or the trustee raise issues.',
      ],
      timing: [
        'A typical Chapter 7 case reaches discharge a few months after filing.',
        'Talk to a lawyer before you repay relatives, transfer property or use a tax refund, since those moves can cause problems in the case.',
      ],
      faqs: [
        {
          q: 'Will I lose my house or car in Chapter 7?',
          a: 'Many people keep both, as long as they stay current on payments and the equity is protected by exemptions. A lawyer will review the values and the exemptions that apply to you.',
        },
        {
          q: 'What debts does Chapter 7 not erase?',
          a: 'Child support, alimony, most recent taxes, criminal fines and most student loans generally survive bankruptcy. Debts from fraud may also be excluded.',
        },
        {
          q: 'Can I file Chapter 7 without a lawyer?',
          a: 'You can, but mistakes in the schedules or exemptions can cost you property or the discharge itself. Many people at least have a lawyer review their situation first.',
        },
      ],
    },
    {
      name: 'Chapter 13 Bankruptcy',
      keyword: 'chapter 13 lawyer',
      what: [
        'Chapter 13 is a repayment plan, usually lasting three to five years, that lets you keep property while paying what you can afford through a trustee.',
        'It is often used to catch up on missed mortgage or car payments, deal with tax debt, or protect property that Chapter 7 would not.',
        'People whose income is too high for Chapter 7 may also file Chapter 13.',
        'The plan payment depends on your income, expenses, the value of non-exempt property and the types of debts you owe.',
        'A Chapter 13 lawyer designs the plan, files it, handles objections from creditors and the trustee, and helps if your circumstances change during the plan.',
      ],
      signs: [
        'You are behind on your mortgage and want to keep the home',
        'You owe back taxes or support payments',
        'Your income is above the Chapter 7 limits',
        'You have property or equity you want to protect',
        'You need time to catch up rather than a fresh start',
      ],
      steps: [
        'A lawyer reviews your budget, debts and goals for the home and car.',
        'You complete credit counseling, and the petition and plan are filed.',
        'Plan payments begin, usually soon after filing, to the Chapter 13 trustee.',
        'The court holds a confirmation hearing to approve the plan.',
        'You make payments over the plan term and receive a discharge at the end.',
      ],
      cost: [
        'Chapter 13 fees are often partly paid before filing and partly through the plan, under fee rules set by the local bankruptcy court.',
        'Complex plans, tax issues, business income and changes during the plan add to the work.',
      ],
      timing: [
        'Plans last three to five years, so the case requires steady payments and a realistic budget.',
        'Call before a foreclosure sale date, as the filing must happen before the sale to protect the home.',
      ],
      faqs: [
        {
          q: 'What happens if I miss a Chapter 13 payment?',
          a: 'Contact your lawyer right away. Plans can sometimes be changed after a job loss or emergency, but unaddressed missed payments can lead to dismissal.',
        },
        {
          q: 'Do I have to pay back all my debts in Chapter 13?',
          a: 'Not always. Some debts must be paid in full, while unsecured creditors often receive only part of what they are owed, depending on your income and property.',
        },
        {
          q: 'Can I keep my credit cards?',
          a: 'Usually not during the plan, and new debt typically needs trustee approval. A lawyer will explain the rules for your case.',
        },
      ],
    },
    {
      name: 'Stopping Foreclosure',
      keyword: 'stop foreclosure lawyer',
      what: [
        'Filing bankruptcy triggers the automatic stay, a court order that generally halts a foreclosure sale while the case is open.',
        'Chapter 13 lets homeowners repay missed mortgage payments over the plan while keeping up with current payments.',
        'Chapter 7 can pause a foreclosure and clear other debts so the mortgage becomes affordable, though by itself it does not catch up the missed payments.',
        'A lawyer also reviews alternatives such as loan modification, repayment plans with the lender, and selling the home before the sale date.',
        'The timing matters: a filing must usually come before the foreclosure sale to protect the home.',
      ],
      signs: [
        'You received a notice of default or a foreclosure sale date',
        'Your lender has refused a modification',
        'You fell behind after a job loss, illness or divorce',
        'You have a second mortgage or home equity loan in arrears',
        'You want to keep the home but need time to catch up',
      ],
      steps: [
        'A lawyer reviews the foreclosure notices, the sale date and your mortgage records.',
        'Your income is compared with the mortgage and other expenses to see what is realistic.',
        'Options are explained, including bankruptcy and working directly with the lender.',
        'If bankruptcy is chosen, the petition is filed before the sale to trigger the stay.',
        "The lawyer monitors the lender's filings and your plan throughout the case.",
      ],
      cost: [
        'Filings rushed to beat a sale date require fast preparation, which can affect the fee.',
        'Chapter 13 cases to save a home cost more than a simple Chapter 7, because they run for years and need ongoing work.',
      ],
      timing: [
        'Call as soon as you receive a default notice, not the week of the sale.',
        'Repeat filings have limits on the automatic stay, so get advice before filing again.',
      ],
      faqs: [
        {
          q: 'Can bankruptcy stop a foreclosure sale?',
          a: 'A filing generally pauses the sale through the automatic stay, though limits apply to people who filed recently before. Keeping the home long term requires a plan to catch up.',
        },
        {
          q: 'Is a loan modification better than bankruptcy?',
          a: 'Sometimes, if the lender agrees and the new payment fits your budget. A lawyer can compare both paths with you.',
        },
        {
          q: 'What happens if I want to let the house go?',
          a: 'Bankruptcy can discharge your personal liability for the mortgage, so you would not owe a deficiency after the sale. A lawyer will explain the timing of moving out.',
        },
      ],
    },
    {
      name: 'Wage Garnishment and Creditor Lawsuits',
      keyword: 'wage garnishment lawyer',
      what: [
        'When a creditor wins a lawsuit for an unpaid debt, it can ask the court to garnish your wages or freeze your bank account.',
        'Federal and state laws limit how much can be taken and protect some income, such as Social Security, from most garnishments.',
        'Filing bankruptcy generally stops garnishments through the automatic stay, and some recently garnished money may be recovered.',
        'A lawyer also reviews the lawsuit itself, since answering on time can prevent a default judgment, and some collectors cannot prove what they claim.',
        'Debt collectors must follow federal rules on harassment and false statements, and violations can be raised as claims of your own.',
      ],
      signs: [
        'You were served with a lawsuit over a credit card or medical debt',
        'Your employer received a garnishment order',
        'Your bank account was frozen or levied',
        'Collectors call repeatedly or threaten you',
        'A judgment was entered because you missed a court date',
      ],
      steps: [
        'A lawyer reviews the lawsuit, the judgment or the garnishment order.',
        'The lawyer checks for exemptions and protected income.',
        'Options are compared: answering the suit, negotiating, claiming exemptions or filing bankruptcy.',
        'If bankruptcy is filed, the employer and creditor are notified to stop the garnishment.',
        'Collector conduct that breaks the law is documented for possible claims.',
      ],
      cost: [
        'Defending a single collection suit may be handled for a flat fee, while bankruptcy fees apply if that route is chosen.',
        'The number of creditors, lawsuits and judgments affects the work involved.',
      ],
      timing: [
        'Lawsuits have short answer deadlines, so call as soon as you are served.',
        'Garnishment can begin soon after a judgment, so early action protects more of your paycheck.',
      ],
      faqs: [
        {
          q: 'Can bankruptcy stop a wage garnishment?',
          a: 'In most cases, yes, the automatic stay stops it once the creditor and employer are notified. Support obligations are one exception.',
        },
        {
          q: 'Is Social Security income protected?',
          a: 'Social Security benefits are protected from most creditor garnishments, though exceptions exist for federal debts and support. Keeping those funds in a separate account can help.',
        },
        {
          q: 'What if I ignore a debt lawsuit?',
          a: 'The creditor can get a default judgment and then garnish wages or bank accounts. Responding, even if you owe the debt, keeps your options open.',
        },
      ],
    },
    {
      name: 'Debt Relief Options',
      keyword: 'debt relief attorney',
      what: [
        'Not everyone with debt needs bankruptcy, and a debt relief attorney can compare every option, including ones that involve no court at all.',
        'Options include negotiating settlements with creditors, hardship programs, consolidation loans, credit counseling repayment plans, or doing nothing when income is protected.',
        'Some for-profit debt settlement companies charge fees and advise stopping payments, which can lead to lawsuits, so it helps to understand the risks first.',
        'Forgiven debt can sometimes be treated as taxable income, while debts discharged in bankruptcy generally are not.',
        'A lawyer looks at the whole picture, including student loans, taxes and secured debts, before you choose a path.',
      ],
      signs: [
        'You are using credit cards to pay other bills',
        'You are paying only minimums and balances keep growing',
        'A debt settlement company has contacted you',
        'You are unsure whether bankruptcy would help or hurt',
        'Your debts include taxes or student loans',
      ],
      steps: [
        'A lawyer reviews your debts, income, expenses and property.',
        'Bankruptcy and non-bankruptcy options are compared with their pros and cons.',
        'Tax effects, credit effects and the risk of lawsuits are explained.',
        'You choose a path, and the lawyer helps carry it out or refers you to the right help.',
        'Progress is reviewed if your circumstances change.',
      ],
      cost: [
        'Some lawyers offer a low-cost or free first review, and fees for the chosen path are quoted separately, so ask in advance.',
        'Negotiating with several creditors takes more time than a single settlement, which affects the fee.',
      ],
      timing: [
        'The earlier you look at options, the more choices you usually have, before lawsuits and garnishments begin.',
        'A first review usually takes one meeting with your statements in hand.',
      ],
      faqs: [
        {
          q: 'Is debt settlement better than bankruptcy?',
          a: 'It depends on how much you owe, your income and whether creditors are already suing. Settlement can affect taxes and credit too, so compare both with a lawyer.',
        },
        {
          q: 'Can student loans be discharged?',
          a: 'Only in limited cases, usually by showing undue hardship in a separate proceeding. Federal repayment and forgiveness programs may also help.',
        },
        {
          q: 'How does bankruptcy affect my credit?',
          a: "A bankruptcy stays on your credit report for years, but many people's scores were already low from missed payments. Rebuilding can start soon after discharge.",
        },
      ],
    },
  ],
  why: [
    'A local lawyer reviews your situation and explains every option, not only bankruptcy',
    'Exemptions are planned to protect as much of your property as the law allows',
    'Collection calls go to the lawyer once you are represented in a case',
    'Paperwork is prepared carefully for the court and the trustee',
    'Fees are set out in writing before anything is filed',
    'You are prepared for the meeting of creditors',
    'Conversations with a lawyer are confidential',
  ],
  prepare: [
    'Pay stubs and other income records for the last six months',
    'Recent tax returns and any tax debt notices',
    'A list of debts with recent statements, lawsuits and collection letters',
    'Information on your home, car, bank accounts and retirement accounts',
    'Any foreclosure, repossession or garnishment papers and their dates',
  ],
  faqs: [
    {
      q: 'What is the difference between Chapter 7 and Chapter 13?',
      a: 'Chapter 7 discharges many debts within months for people who qualify, while Chapter 13 sets up a three-to-five-year repayment plan that can save a home or car. A lawyer will review which fits your income and goals.',
    },
    {
      q: 'Will my employer find out?',
      a: 'Usually not, unless a garnishment needs to be stopped or your employer is a creditor. Bankruptcy filings are public records, but most people never learn of them.',
    },
    {
      q: 'Can I keep my retirement accounts?',
      a: 'Most retirement accounts such as 401(k) plans and IRAs are protected in bankruptcy. Withdrawing from them to pay debts is often a mistake, so ask first.',
    },
    {
      q: 'How often can I file bankruptcy?',
      a: 'The law sets waiting periods between discharges that depend on which chapters you file. A lawyer will review your past cases.',
    },
    {
      q: 'Does bankruptcy stop collection calls?',
      a: 'Yes, once you file, the automatic stay generally stops collection calls, lawsuits and garnishments. Creditors who continue can face penalties.',
    },
    {
      q: 'Can a lawyer promise my debts will be discharged?',
      a: 'No. The court decides, and some debts cannot be discharged. A lawyer will explain the likely outcome honestly after reviewing your situation.',
    },
    {
      q: 'Does contacting you create an attorney-client relationship?',
      a: 'No. Sending the form is free and does not commit you to anything; an attorney-client relationship begins only when you and a lawyer agree to it, usually in writing.',
    },
  ],
  seasons: [
    {
      months: [0, 1, 2, 3],
      advice: [
        'Holiday card bills arrive in January; if minimum payments no longer fit, this is a good time for an honest review.',
        'A tax refund can become part of a bankruptcy case, so talk to a lawyer before you file your return or spend the refund.',
      ],
    },
    {
      months: [4, 5, 6, 7],
      advice: [
        'Keep six months of pay stubs; the means test looks back at recent income, and summer overtime can change the numbers.',
        'Do not move money to family or sell property to raise cash before speaking with a lawyer.',
      ],
    },
    {
      months: [8, 9, 10],
      advice: [
        'Foreclosure notices and collection lawsuits do not wait for the holidays; answer deadlines keep running through the fall.',
        'If a debt settlement company has had your money for months with little progress, review the alternatives before year end.',
      ],
    },
    {
      months: [11],
      advice: [
        'Avoid new charges on cards you may include in bankruptcy; recent spending can be questioned by creditors.',
        'A year-end bonus or retirement withdrawal can affect the means test, so ask about timing first.',
      ],
    },
  ],
  disclaimer:
    'Attorney advertising. This website gives general information, not legal advice, and sending a message does not create an attorney-client relationship. Bankruptcy lawyers are debt relief agencies under federal law and help people file for bankruptcy relief under the Bankruptcy Code. A local lawyer will review your situation; no lawyer can promise a particular result.',
  banned: ['guarantee', 'erase all your debt', 'wipe out all', 'top rated', 'specialist', 'fix your credit'],
};
