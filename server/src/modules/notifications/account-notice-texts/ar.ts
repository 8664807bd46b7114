import type { AccountNoticeCatalogue } from '../account-notice-texts.js';

export const ar: AccountNoticeCatalogue = {
  kinds: {
    refundIssued: {
      title: () => 'تم الاسترداد',
      message: (v) => `تم استرداد ${v.amount} للحجز ${v.number}. يصل المبلغ إلى حسابك خلال ${v.refundDays} أيام عمل.`,
      mail: {
        subject: (v) => `استرداد ${v.amount} للحجز ${v.number}`,
        heading: 'المبلغ المسترد في الطريق إليك',
        intro: (v) => [`تم استرداد ${v.amount} إلى بطاقتك عن حجزك لـ ${v.field}.`],
        outro: (v) => [`يصل المبلغ إلى حسابك خلال ${v.refundDays} أيام عمل.`],
        button: 'عرض حجزي',
      },
    },
    fieldBlocked: {
      title: (v) => `${v.field} غير متاح أثناء حجزك`,
      message: (v) => `أشارت ${v.company} إلى أن ${v.field} ${v.closure} أثناء حجزك ${v.number} (${v.date}، ${v.start}–${v.end}).`,
      mail: {
        subject: (v) => `${v.field} غير متاح أثناء حجزك يوم ${v.date}`,
        heading: 'تغيير في ملعبك',
        intro: (v) => [`أشارت ${v.company} إلى أن ${v.field} ${v.closure} في موعد حجزك.`],
        outro: (v) => [`يرجى التواصل مع ${v.company} بشأن حجزك. يمكنك أيضًا إلغاؤه من صفحته.`],
        button: 'عرض حجزي',
      },
    },
    planChanged: {
      title: (v) => `أصبحت ${v.company} على خطة ${v.plan}`,
      message: (v) => `تغيّرت خطتك من ${v.previousPlan} إلى ${v.plan}.${v.amount ? ` تم تحصيل ${v.amount}.` : ''}`,
      mail: {
        subject: (v) => `خطتك على Pitchside الآن هي ${v.plan}`,
        heading: 'تغيّرت خطتك',
        intro: (v) => [`أصبحت ${v.company} الآن على خطة ${v.plan}.`],
        outro: () => ['تجد الفاتورة في صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    planEnded: {
      title: (v) => `انتهت خطة ${v.plan}`,
      message: (v) => `أصبحت ${v.company} الآن على الخطة الأساسية.`,
      mail: {
        subject: (v) => `انتهت خطة ${v.plan}`,
        heading: 'انتهت خطتك',
        intro: (v) => [`انتهت خطة ${v.plan} الخاصة بـ ${v.company} مع نهاية فترتها كما طلبت. أصبحت ${v.company} الآن على الخطة الأساسية.`],
        outro: () => ['يمكنك اختيار خطة من جديد في أي وقت من صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    renewalFailed: {
      title: (v) => `فشل تجديد خطة ${v.plan}`,
      message: (v) => `لم نتمكن من تحصيل ${v.amount}. اشتراكك متأخر السداد: أضف بطاقة أو اختر خطة من صفحة الخطة والفوترة.`,
      mail: {
        subject: (v) => `إجراء مطلوب: فشل تجديد خطة ${v.plan}`,
        heading: 'فشل التجديد',
        intro: (v) => [`لم نتمكن من تحصيل ${v.amount} للشهر التالي من خطة ${v.plan} الخاصة بـ ${v.company}.`],
        outro: () => ['اشتراكك متأخر السداد ولا يمكنك إضافة ملاعب أو موظفين أو مواقع حتى تُدفع خطة. أضف بطاقة أو اختر خطة من صفحة الخطة والفوترة.'],
        button: 'فتح الخطة والفوترة',
      },
    },
    employeeCreated: {
      title: (v) => `مرحبًا بك في ${v.company}`,
      message: (v) => `أضافتك ${v.company} إلى فريقها على Pitchside. تجد صفحات الشركة المتاحة لك في القائمة.`,
    },
    employeeDeactivated: {
      title: (v) => `تم إيقاف وصولك إلى ${v.company}`,
      message: (v) => `أوقفت ${v.company} حساب الموظف الخاص بك. تواصل معها إذا كنت تعتقد أن هذا خطأ.`,
      mail: {
        subject: (v) => `تم إيقاف حسابك لدى ${v.company} على Pitchside`,
        heading: 'تم إيقاف حساب الموظف الخاص بك',
        intro: (v) => [`أوقفت ${v.company} حساب الموظف الخاص بك: لم يعد بإمكانك تسجيل الدخول إلى صفحاتها على Pitchside.`],
        outro: (v) => [`إذا كنت تعتقد أن هذا خطأ، يرجى التواصل مع ${v.company}.`],
        button: null,
      },
    },
  },
  labels: {
    field: 'الملعب', when: 'الموعد', number: 'رقم الحجز', refund: 'الاسترداد', reason: 'السبب', closed: 'غير متاح',
    plan: 'الخطة', previousPlan: 'الخطة السابقة', charged: 'المبلغ المحصّل', due: 'المبلغ المستحق',
  },
  nothingCharged: 'لا شيء',
  blockTypes: { maintenance: 'قيد الصيانة', closed: 'مغلق', private_event: 'محجوز لحدث خاص' },
  planNames: { basic: 'الأساسية', premium: 'المميزة', enterprise: 'المؤسسات' },
  footers: {
    customer: 'تصلك هذه الرسالة لأنك حجزت على Pitchside.',
    owner: (company) => `تصلك هذه الرسالة لأنك مالك ${company} على Pitchside.`,
    staff: (company) => `تصلك هذه الرسالة لأنك تعمل لدى ${company} على Pitchside.`,
  },
};
