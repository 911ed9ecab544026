import type { Locale } from './i18n/index';

/**
 * Every error the API can return, by code, in both languages. The server answers with the message in
 * the request's language plus the code; the web app translates codes, never parses English.
 * Field-level validation codes double as zod issue messages in the shared schemas.
 */
export const ERROR_MESSAGES = {
  // generic
  internal_error: { en: 'Something went wrong on our side. Please try again.', ar: 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.' },
  not_found: { en: 'Not found.', ar: 'غير موجود.' },
  route_not_found: { en: 'This API address does not exist.', ar: 'عنوان الواجهة البرمجية هذا غير موجود.' },
  method_not_allowed: { en: 'Method not allowed.', ar: 'الطريقة غير مسموح بها.' },
  validation_error: { en: 'Some fields are invalid.', ar: 'بعض الحقول غير صالحة.' },
  malformed_json: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
  malformed_form: { en: 'The form data is incomplete or malformed.', ar: 'بيانات النموذج ناقصة أو غير صالحة.' },
  malformed_multipart: {
    en: 'The upload is incomplete or malformed. Please send the form again.',
    ar: 'الملفات المرسلة ناقصة أو غير صالحة. يرجى إرسال النموذج مرة أخرى.',
  },
  invalid_url: { en: 'This address is not valid.', ar: 'هذا العنوان غير صالح.' },
  invalid_host: { en: 'The Host header of the request is not valid.', ar: 'ترويسة Host في الطلب غير صالحة.' },
  request_timeout: {
    en: 'The request took too long to arrive. Please try again.',
    ar: 'استغرق وصول الطلب وقتًا طويلًا. يرجى المحاولة مرة أخرى.',
  },
  unsupported_media_type: { en: 'Unsupported content type.', ar: 'نوع المحتوى غير مدعوم.' },
  payload_too_large: { en: 'The request is too large.', ar: 'الطلب كبير جدًا.' },
  idempotency_key_invalid: {
    en: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    ar: 'يجب أن تكون ترويسة Idempotency-Key من 1 إلى 255 حرفًا من حروف ASCII القابلة للطباعة.',
  },
  // The two a person can meet (a retry after changing the form, a second tap while the first is under
  // way) are worded for them; the code names the header for developers.
  idempotency_key_reused: {
    en: 'This was already sent once with different details, so it was not sent again. Check whether the first one arrived before sending it again.',
    ar: 'سبق إرسال هذا مرة بتفاصيل مختلفة، فلم يُرسل من جديد. تحقّق من وصول الإرسال الأول قبل أن ترسله مرة أخرى.',
  },
  idempotency_key_in_progress: {
    en: 'Your first attempt is still being processed. Please try again in a moment.',
    ar: 'ما زالت محاولتك الأولى قيد المعالجة. يرجى المحاولة بعد لحظة.',
  },
  throttled: {
    en: 'Too many requests. Please wait a moment and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  },
  not_authenticated: { en: 'Authentication credentials were not provided.', ar: 'لم يتم تقديم بيانات الدخول.' },
  token_invalid: { en: 'Your session has expired. Please sign in again.', ar: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  permission_denied: { en: 'You do not have permission to perform this action.', ar: 'ليس لديك صلاحية للقيام بهذا الإجراء.' },
  service_unavailable: { en: 'The service is temporarily unavailable.', ar: 'الخدمة غير متاحة مؤقتًا.' },
  too_slow: {
    en: 'This request took too long. Please try again in a moment, or narrow it down.',
    ar: 'استغرق هذا الطلب وقتًا طويلًا. يرجى المحاولة بعد قليل أو تضييق نطاقه.',
  },

  // field-level (generic)
  required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
  invalid: { en: 'Enter a valid value.', ar: 'أدخل قيمة صالحة.' },
  invalid_number: { en: 'Enter a valid number.', ar: 'أدخل رقمًا صالحًا.' },
  invalid_choice: { en: 'Select a valid choice.', ar: 'اختر قيمة صالحة.' },
  too_short: { en: 'This value is too short.', ar: 'هذه القيمة قصيرة جدًا.' },
  too_long: { en: 'This value is too long.', ar: 'هذه القيمة طويلة جدًا.' },
  too_small: { en: 'This value is too small.', ar: 'هذه القيمة صغيرة جدًا.' },
  too_big: { en: 'This value is too large.', ar: 'هذه القيمة كبيرة جدًا.' },
  unknown_field: { en: 'This field is not allowed.', ar: 'هذا الحقل غير مسموح به.' },
  invalid_characters: {
    en: 'This field contains characters that are not allowed.',
    ar: 'يحتوي هذا الحقل على أحرف غير مسموح بها.',
  },
  invalid_date: { en: 'Enter a valid date.', ar: 'أدخل تاريخًا صالحًا.' },
  invalid_page: { en: 'Invalid page.', ar: 'صفحة غير صالحة.' },
  invalid_ordering: { en: 'Unknown sort order.', ar: 'ترتيب غير معروف.' },
  invalid_cursor: {
    en: 'This page link is not valid. Start again from the first page.',
    ar: 'رابط الصفحة هذا غير صالح. ابدأ من الصفحة الأولى.',
  },
  page_too_deep: {
    en: 'This page number is too far. Use the next and previous links to go further.',
    ar: 'رقم الصفحة هذا بعيد جدًا. استخدم رابطي التالي والسابق للمتابعة.',
  },

  // accounts
  email_required: { en: 'E-mail is required.', ar: 'البريد الإلكتروني مطلوب.' },
  email_invalid: { en: 'Enter a valid e-mail address.', ar: 'أدخل بريدًا إلكترونيًا صالحًا.' },
  email_taken: { en: 'A user with this e-mail already exists.', ar: 'يوجد مستخدم مسجل بهذا البريد الإلكتروني.' },
  password_required: { en: 'Password is required.', ar: 'كلمة المرور مطلوبة.' },
  password_too_short: { en: 'Password must be at least 8 characters.', ar: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.' },
  password_too_long: { en: 'Password is too long.', ar: 'كلمة المرور طويلة جدًا.' },
  password_too_common: {
    en: 'This password is too common. Choose one that is harder to guess.',
    ar: 'كلمة المرور هذه شائعة جدًا. اختر كلمة مرور يصعب تخمينها.',
  },
  passwords_do_not_match: { en: 'Passwords do not match', ar: 'كلمتا المرور غير متطابقتين' },
  name_required: { en: 'Full name is required.', ar: 'الاسم الكامل مطلوب.' },
  phone_invalid: { en: 'Enter a valid phone number.', ar: 'أدخل رقم هاتف صالحًا.' },
  provider_type_required: { en: 'Provider type is required for service providers.', ar: 'نوع مزود الخدمة مطلوب لمزودي الخدمات.' },
  provider_type_not_allowed: { en: 'Only service providers have a provider type.', ar: 'نوع مزود الخدمة لمزودي الخدمات فقط.' },
  invalid_credentials: { en: 'Invalid e-mail or password.', ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.' },
  refresh_invalid: { en: 'Your session has ended. Please sign in again.', ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.' },
  password_too_similar: {
    en: 'Your password must not be your e-mail address or your name.',
    ar: 'يجب ألا تكون كلمة المرور بريدك الإلكتروني أو اسمك.',
  },
  current_password_invalid: { en: 'Your current password is not correct.', ar: 'كلمة المرور الحالية غير صحيحة.' },
  reset_link_invalid: {
    en: 'This reset link is invalid, already used or expired. Ask for a new one.',
    ar: 'رابط إعادة التعيين هذا غير صالح أو مستخدم أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  },
  verification_link_invalid: {
    en: 'This verification link is invalid or expired.',
    ar: 'رابط التحقق هذا غير صالح أو منتهي الصلاحية.',
  },
  /** A reset or verification link of an account staff deactivated. */
  account_inactive: {
    en: 'This account is deactivated, so its links no longer work. Contact us if you think this is a mistake.',
    ar: 'هذا الحساب معطّل، لذا لم تعد روابطه تعمل. تواصل معنا إن كنت ترى أن في ذلك خطأ.',
  },
  /** Not an error: the generic answer to a forgotten password (202). */
  password_reset_requested: {
    en: 'If this address has an account, a message with a reset link is on its way.',
    ar: 'إن كان لهذا العنوان حساب فستصله رسالة فيها رابط لإعادة التعيين.',
  },
  too_many_saved_searches: {
    en: 'You have saved the most searches allowed (20). Delete one to save another.',
    ar: 'حفظت أكبر عدد مسموح من عمليات البحث (20). احذف واحدة لتحفظ غيرها.',
  },
  unsubscribe_link_invalid: { en: 'This unsubscribe link is not valid.', ar: 'رابط إلغاء الاشتراك هذا غير صالح.' },

  // services (decision 057)
  delivery_required: { en: 'Choose how the service is delivered.', ar: 'اختر طريقة تقديم الخدمة.' },
  currency_required: { en: 'Choose a currency.', ar: 'اختر العملة.' },
  unit_required: { en: 'Choose what the price is per.', ar: 'اختر وحدة السعر.' },
  category_not_yours: { en: 'This category is not one of your provider type.', ar: 'هذا التصنيف ليس من تصنيفات نوع حسابك.' },
  providers_only: { en: 'Only service providers can list services.', ar: 'إضافة الخدمات متاحة لمزودي الخدمات فقط.' },
  too_many_services: {
    en: 'You have listed the most services allowed (20). Archive or edit one instead.',
    ar: 'أضفت أكبر عدد مسموح من الخدمات (20). أرشف خدمة أو عدّلها بدلًا من ذلك.',
  },
  waitlist_link_invalid: { en: 'This link is not valid.', ar: 'هذا الرابط غير صالح.' },

  // realty
  title_required: { en: 'Title is required', ar: 'العنوان مطلوب' },
  description_required: { en: 'Description is required', ar: 'الوصف مطلوب' },
  title_one_language: { en: 'Write a title in Arabic, English or both', ar: 'اكتب العنوان بالعربية أو بالإنجليزية أو بكلتيهما' },
  price_required: { en: 'Price is required', ar: 'السعر مطلوب' },
  area_required: { en: 'Area is required', ar: 'المساحة مطلوبة' },
  country_required: { en: 'Country is required', ar: 'الدولة مطلوبة' },
  city_required: { en: 'City is required', ar: 'المدينة مطلوبة' },
  address_required: { en: 'Address is required', ar: 'العنوان التفصيلي مطلوب' },
  city_not_found: { en: 'This city does not exist.', ar: 'هذه المدينة غير موجودة.' },
  property_not_found: { en: 'Property not found.', ar: 'العقار غير موجود.' },
  property_expired: {
    en: 'This listing is no longer available: its time on Manara ran out.',
    ar: 'هذا العقار لم يعد متاحًا: انتهت مدة عرضه على منارة.',
  },
  renewal_link_invalid: {
    en: 'This renewal link is not valid or has already been used. Renew the listing from your dashboard.',
    ar: 'رابط التجديد هذا غير صالح أو استُخدم من قبل. جدّد العقار من لوحة التحكم.',
  },
  compare_too_many: { en: 'Compare at most four listings at a time.', ar: 'يمكن مقارنة أربعة عقارات على الأكثر في المرة الواحدة.' },
  compare_unavailable: {
    en: 'One or more of these listings are no longer available.',
    ar: 'عقار واحد أو أكثر من هذه العقارات لم يعد متاحًا.',
  },
  too_many_ids: { en: 'Ask for at most ten listings at a time.', ar: 'اطلب عشرة عقارات على الأكثر في المرة الواحدة.' },
  changes_not_found: { en: 'No changes are waiting for review on this listing.', ar: 'لا توجد تعديلات بانتظار المراجعة على هذا العقار.' },
  report_reason_required: { en: 'Choose what is wrong with this listing.', ar: 'اختر ما المشكلة في هذا الإعلان.' },
  report_details_required: { en: 'Tell us in a few words what is wrong.', ar: 'أخبرنا بكلمات قليلة ما المشكلة.' },
  report_not_found: { en: 'This report does not exist.', ar: 'هذا البلاغ غير موجود.' },
  report_closed: { en: 'This report has already been handled.', ar: 'تمت معالجة هذا البلاغ من قبل.' },
  owner_not_found: { en: 'This owner has no listings on the site.', ar: 'ليس لهذا المالك إعلانات على الموقع.' },
  phone_not_shown: { en: 'The owner of this listing does not show a phone.', ar: 'صاحب هذا الإعلان لا يعرض رقم هاتف.' },
  message_required: { en: 'Message is required.', ar: 'الرسالة مطلوبة.' },
  visit_date_in_past: { en: 'Choose a visit date from today on.', ar: 'اختر موعد زيارة من اليوم فصاعدًا.' },
  // consultation requests (decision 058)
  date_required: { en: 'Choose a date.', ar: 'اختر التاريخ.' },
  time_required: { en: 'Choose a time.', ar: 'اختر الوقت.' },
  time_window_invalid: { en: 'The end must come after the start.', ar: 'يجب أن تكون النهاية بعد البداية.' },
  description_too_short: { en: 'Describe what you need in a few more words.', ar: 'صف ما تحتاجه بكلمات أكثر قليلًا.' },
  preferred_time_required: { en: 'Give at least one time that suits you.', ar: 'حدّد موعدًا واحدًا على الأقل يناسبك.' },
  too_many_preferred_times: { en: 'Give at most three times.', ar: 'حدّد ثلاثة مواعيد على الأكثر.' },
  decline_reason_required: { en: 'Tell the client why, in a few words.', ar: 'أخبر العميل بالسبب بكلمات قليلة.' },
  quote_incomplete: { en: 'Give both the price and its currency.', ar: 'أدخل السعر وعملته معًا.' },
  quote_required: { en: 'This service is priced on request: give your price.', ar: 'سعر هذه الخدمة عند الطلب: أدخل السعر.' },
  time_in_past: { en: 'Choose a time in the future.', ar: 'اختر وقتًا في المستقبل.' },
  time_too_far: { en: 'Choose a time within the next six months.', ar: 'اختر وقتًا خلال الأشهر الستة القادمة.' },
  request_status_invalid: { en: 'This request cannot change that way now.', ar: 'لا يمكن تغيير هذا الطلب بهذه الطريقة الآن.' },
  request_before_time: {
    en: 'This can be marked only once the consultation’s time has come.',
    ar: 'لا يمكن تسجيل ذلك إلا بعد حلول موعد الاستشارة.',
  },
  provider_unavailable: { en: 'This provider is not taking requests.', ar: 'مزوّد الخدمة هذا لا يستقبل طلبات.' },
  request_to_self: { en: 'You cannot request a consultation from yourself.', ar: 'لا يمكنك طلب استشارة من نفسك.' },
  too_many_requests_today: {
    en: 'You have sent as many requests as a day allows. Please try again tomorrow.',
    ar: 'أرسلت أكبر عدد من الطلبات المسموح به في اليوم. يرجى المحاولة غدًا.',
  },
  request_thread_full: { en: 'This conversation is full.', ar: 'امتلأت هذه المحادثة.' },
  topic_required: { en: 'Choose what the consultation is about.', ar: 'اختر موضوع الاستشارة.' },
  too_many_attachments: { en: 'A request carries at most five files.', ar: 'يحمل الطلب خمسة ملفات على الأكثر.' },
  // partnerships (issue 32 item 7)
  partnership_pair_invalid: {
    en: 'A realtor works with lawyers and financial experts, and they with realtors.',
    ar: 'يتعاون الوسيط العقاري مع المحامين والخبراء الماليين، وهم مع الوسطاء العقاريين.',
  },
  partnership_exists: { en: 'You have already invited each other or work together.', ar: 'بينكما دعوة قائمة أو تعاون قائم.' },
  partnership_action_invalid: {
    en: 'This partnership cannot be changed this way now.',
    ar: 'لا يمكن تغيير هذا التعاون بهذه الطريقة الآن.',
  },
  // reviews (decision 059)
  rating_required: { en: 'Choose a rating from 1 to 5 stars.', ar: 'اختر تقييمًا من 1 إلى 5 نجوم.' },
  rating_invalid: { en: 'A rating is a whole number from 1 to 5.', ar: 'التقييم عدد صحيح من 1 إلى 5.' },
  answer_required: { en: 'Write your answer.', ar: 'اكتب ردّك.' },
  review_not_allowed: {
    en: 'A consultation can be rated only once it is done.',
    ar: 'لا يمكن تقييم الاستشارة إلا بعد أن تتمّ.',
  },
  review_exists: { en: 'This consultation has already been rated.', ar: 'قُيّمت هذه الاستشارة من قبل.' },
  review_answered: { en: 'This review has already been answered.', ar: 'رُدّ على هذا التقييم من قبل.' },
  review_not_found: { en: 'This review does not exist.', ar: 'هذا التقييم غير موجود.' },
  price_range_invalid: { en: 'Minimum price cannot exceed maximum price.', ar: 'لا يمكن أن يتجاوز الحد الأدنى للسعر الحد الأقصى.' },
  area_range_invalid: { en: 'Minimum area cannot exceed maximum area.', ar: 'لا يمكن أن يتجاوز الحد الأدنى للمساحة الحد الأقصى.' },
  visit_date_required: { en: 'Choose a preferred visit date.', ar: 'اختر موعد الزيارة المفضل.' },
  invalid_time: { en: 'Enter a valid time (HH:MM).', ar: 'أدخل وقتًا صالحًا (ساعة:دقيقة).' },
  type_required: { en: 'Property type is required', ar: 'نوع العقار مطلوب' },
  purpose_required: { en: 'Purpose is required', ar: 'الغرض مطلوب' },
  city_not_in_country: { en: 'This city is not in the chosen country.', ar: 'هذه المدينة ليست في الدولة المختارة.' },
  amenity_invalid: { en: 'Unknown amenity.', ar: 'ميزة غير معروفة.' },

  // money (decision 040)
  rate_required: { en: 'Enter the rate.', ar: 'أدخل سعر الصرف.' },
  rate_out_of_range: {
    en: 'Enter a rate between 0.01 and 10,000 per US dollar.',
    ar: 'أدخل سعر صرف بين 0.01 و10,000 مقابل الدولار الأمريكي.',
  },
  // financing profiles (issue 33)
  profile_name_required: { en: 'Enter the name in this language.', ar: 'أدخل الاسم بهذه اللغة.' },
  financing_value_required: { en: 'Enter a value.', ar: 'أدخل قيمة.' },
  financing_rate_out_of_range: { en: 'Enter an annual rate from 0 to 50 %.', ar: 'أدخل نسبة سنوية من 0 إلى 50%.' },
  financing_years_out_of_range: { en: 'Enter a whole number of years from 1 to 40.', ar: 'أدخل عددًا صحيحًا من السنوات من 1 إلى 40.' },
  down_payment_percent_out_of_range: {
    en: 'Enter a down payment from 0 to 95 % of the price.',
    ar: 'أدخل دفعة أولى من 0 إلى 95% من السعر.',
  },
  location_outside: { en: 'Place the pin in Palestine.', ar: 'ضع الدبوس داخل فلسطين.' },
  location_incomplete: {
    en: 'Send both the latitude and the longitude, or neither.',
    ar: 'أرسل خط العرض وخط الطول معًا، أو لا ترسل أيًّا منهما.',
  },
  bbox_invalid: {
    en: 'The map area must be four numbers: west, south, east, north.',
    ar: 'يجب أن تكون منطقة الخريطة أربعة أرقام: الغرب، الجنوب، الشرق، الشمال.',
  },
  too_many_images: { en: 'You can upload maximum 10 images', ar: 'يمكنك رفع 10 صور كحد أقصى' },
  image_invalid: {
    en: 'Only image files (JPEG, PNG, WebP, GIF, AVIF) can be uploaded.',
    ar: 'يمكن رفع ملفات الصور فقط (JPEG وPNG وWebP وGIF وAVIF).',
  },
  image_too_large: { en: 'Each image must be less than 15MB.', ar: 'يجب أن يكون حجم كل صورة أقل من 15 ميغابايت.' },
  image_damaged: {
    en: 'This image is damaged or incomplete (its upload may have been cut short). Choose it again or use another photo.',
    ar: 'هذه الصورة تالفة أو ناقصة (ربما انقطع رفعها). اخترها مرة أخرى أو استخدم صورة أخرى.',
  },
  image_too_many_pixels: {
    en: 'This image has too many pixels (at most 48 megapixels). Resize it and try again.',
    ar: 'أبعاد هذه الصورة كبيرة جدًا (48 ميغابكسل كحد أقصى). صغّرها وحاول مرة أخرى.',
  },
  photo_order_invalid: {
    en: "The photo order does not match this listing's photos: each photo once, only its own. Reload the page and try again.",
    ar: 'ترتيب الصور لا يطابق صور هذا الإعلان: كل صورة مرة واحدة، ومن صوره فقط. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  delete_image_unknown: {
    en: "A photo to remove is not one of this listing's photos.",
    ar: 'إحدى الصور المطلوب حذفها ليست من صور هذا الإعلان.',
  },
  video_invalid: {
    en: 'The video must be an MP4, MOV or WebM file.',
    ar: 'يجب أن يكون الفيديو بصيغة MP4 أو MOV أو WebM.',
  },
  video_too_large: { en: 'Video size must be less than 50MB', ar: 'يجب أن يكون حجم الفيديو أقل من 50 ميغابايت' },
  reason_required: { en: 'Give the owner a reason.', ar: 'اكتب سببًا لصاحب الإعلان.' },
  last_staff: { en: 'The last staff account cannot lose its access.', ar: 'لا يمكن سحب صلاحية آخر حساب للموظفين.' },
  // countries and cities (staff)
  location_name_required: { en: 'Enter the name in this language.', ar: 'أدخل الاسم بهذه اللغة.' },
  governorate_required: { en: 'Enter the governorate in this language.', ar: 'أدخل اسم المحافظة بهذه اللغة.' },
  country_code_invalid: { en: 'Enter a two-letter country code (e.g. PS).', ar: 'أدخل رمز الدولة من حرفين (مثل PS).' },
  country_code_taken: { en: 'Another country has this code.', ar: 'توجد دولة أخرى بهذا الرمز.' },
  country_name_taken: { en: 'A country with this name already exists.', ar: 'توجد دولة بهذا الاسم بالفعل.' },
  city_name_taken: { en: 'This country already has a city with this name.', ar: 'توجد مدينة بهذا الاسم في هذه الدولة بالفعل.' },
  country_not_found: { en: 'This country does not exist.', ar: 'هذه الدولة غير موجودة.' },
  city_in_use: {
    en: 'This city cannot be deleted: listings use it. Move or delete those listings first.',
    ar: 'لا يمكن حذف هذه المدينة لأن إعلانات تستخدمها. انقل تلك الإعلانات أو احذفها أولًا.',
  },
  country_in_use: {
    en: 'This country cannot be deleted: listings use it.',
    ar: 'لا يمكن حذف هذه الدولة لأن إعلانات تستخدمها.',
  },
  country_has_cities: {
    en: 'This country still has cities. Delete its cities first.',
    ar: 'ما زالت لهذه الدولة مدن. احذف مدنها أولًا.',
  },
  cta_link_invalid: {
    en: 'Enter a path on this site, such as /auth/register.',
    ar: 'أدخل مسارًا داخل هذا الموقع، مثل ‎/auth/register‎.',
  },
  project_type_required: { en: 'Project type is required', ar: 'نوع المشروع مطلوب' },
  too_many_features: { en: 'At most 30 key features per language.', ar: '30 ميزة رئيسية كحد أقصى لكل لغة.' },
  too_many_videos: {
    en: 'Too many videos: a listing takes one video, a project at most 3.',
    ar: 'مقاطع فيديو كثيرة جدًا: يقبل الإعلان مقطعًا واحدًا، والمشروع 3 مقاطع كحد أقصى.',
  },
  project_media_invalid: {
    en: "The media list does not match the project's files. Reload the page and try again.",
    ar: 'قائمة الوسائط لا تطابق ملفات المشروع. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  status_change_invalid: {
    en: 'Only an active listing can be marked sold (for sale) or rented (for rent).',
    ar: 'يمكن وضع علامة "مُباع" (للبيع) أو "مؤجَّر" (للإيجار) على إعلان نشط فقط.',
  },

  // providers and private files (decision 056)
  display_name_required: { en: 'Enter the name clients will see.', ar: 'أدخل الاسم الذي سيراه العملاء.' },
  phone_required_to_show: { en: 'Enter a phone number to show it.', ar: 'أدخل رقم هاتف لعرضه.' },
  whatsapp_needs_mobile: {
    en: 'WhatsApp needs a mobile number (e.g. 059… or 056…).',
    ar: 'يحتاج واتساب إلى رقم جوال (مثل ‎059…‎ أو ‎056…‎).',
  },
  licence_authority_required: {
    en: 'Enter the body that licensed you (e.g. the Bar Association).',
    ar: 'أدخل الجهة التي رخّصتك (مثل نقابة المحامين).',
  },
  verification_reason_required: { en: 'Tell the provider why, in a few words.', ar: 'أخبر مزوّد الخدمة بالسبب بكلمات قليلة.' },
  licence_number_required: { en: 'Enter your licence or membership number.', ar: 'أدخل رقم الترخيص أو العضوية.' },
  document_required: { en: 'Attach your licence document (PDF or image).', ar: 'أرفق وثيقة الترخيص (PDF أو صورة).' },
  provider_not_found: { en: 'This provider does not exist.', ar: 'مزود الخدمة هذا غير موجود.' },
  verification_pending: {
    en: 'Your licence is already waiting for review.',
    ar: 'ترخيصك بانتظار المراجعة بالفعل.',
  },
  verification_state_invalid: {
    en: 'This verification has changed meanwhile. Reload the page.',
    ar: 'تغيّرت حالة هذا التوثيق في هذه الأثناء. أعد تحميل الصفحة.',
  },
  private_file_invalid: { en: 'Only PDF, JPEG or PNG files can be attached.', ar: 'يمكن إرفاق ملفات PDF أو JPEG أو PNG فقط.' },
  private_file_too_large: { en: 'Each file must be less than 10MB.', ar: 'يجب أن يكون حجم كل ملف أقل من 10 ميغابايت.' },
  private_file_damaged: {
    en: 'This file is damaged or too complex to accept (too many pages or pixels).',
    ar: 'هذا الملف تالف أو معقّد جدًا لقبوله (صفحات أو أبعاد كثيرة جدًا).',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERROR_MESSAGES[code][locale];
}

/** Body of a non-field error: `{ detail, code }` (DRF-compatible). */
export interface ApiErrorBody {
  detail: string;
  code: ErrorCode | string;
}

/**
 * Body of a validation error: each field maps to its translated messages (DRF shape), plus `code`
 * and, per field, the machine codes in `field_codes`.
 */
export type ApiValidationErrorBody = {
  code: 'validation_error';
  detail: string;
  field_codes: Record<string, string[]>;
} & Record<string, unknown>;
