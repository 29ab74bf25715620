import { insertMissing, seedTranslated, syncSequence } from '../../lib/seeding.js';
import type { Db } from '../../db/database.js';
import { banners, jumpLinks, menus, pages, shareCards } from '../../db/schema/index.js';
import { seedAreas } from './areas.js';

const ABOUT = `<h2>关于 City Life</h2>
<p>City Life 为本地居民和游客提供生活、购物和旅游服务：每日新鲜蔬菜配送、会员积分与优惠券、分类信息、社区活动与投票，以及草原文化景区的导览、地图和 AR 实景。</p>
<h3>营业时间</h3>
<ul><li>周一至周五 9:30-20:00</li><li>周六、周日 8:30-21:00</li></ul>
<p>客服电话 <a href="tel:400-820-0163">400-820-0163</a>，邮箱 <a href="mailto:service@citylife.example">service@citylife.example</a>。</p>
<figure><img src="/static/banners/about.svg" alt="草原与城市"><figcaption>草原、沙漠与黄河交汇的城市</figcaption></figure>`;

const PRIVACY = `<h2>隐私政策</h2>
<p>本政策说明我们如何收集、使用和保护你的个人信息。使用本服务即表示你同意本政策。</p>
<h3>我们收集的信息</h3>
<ol>
<li><strong>账号信息</strong>：手机号、昵称和头像，用于登录和识别你的身份。</li>
<li><strong>订单信息</strong>：收货地址、联系人和电话，用于配送。</li>
<li><strong>位置信息</strong>：仅在你使用景区地图、路线和 AR 实景时获取，不会保存轨迹。</li>
<li><strong>返乡登记信息</strong>：姓名、身份证号、行程和健康状况，仅提供给你所在的社区。</li>
</ol>
<h3>信息的保护</h3>
<p>我们只保存提供服务所需的信息，传输时加密，且不会出售你的个人信息。你可以随时在“会员中心”查看和修改资料，或联系客服删除账号。</p>
<p>本政策自 2026 年 1 月 1 日起生效。</p>`;

const RULES = `<h2>景区游览须知</h2>
<table><thead><tr><th>项目</th><th>说明</th></tr></thead>
<tbody>
<tr><td>开放时间</td><td>周一至周五 9:30-20:00，周六日 8:30-21:00</td></tr>
<tr><td>骑马、骆驼</td><td>12 岁以下儿童须由家长陪同</td></tr>
<tr><td>湖区</td><td>禁止游泳，皮划艇须穿救生衣</td></tr>
<tr><td>沙漠区</td><td>注意防晒，多喝水</td></tr>
</tbody></table>
<p>请勿在草原上生火，垃圾请带到指定地点。祝你游玩愉快！</p>`;

const ABOUT_EN = `<h2>About City Life</h2>
<p>City Life offers residents and visitors services for daily life, shopping and travel: fresh vegetables delivered every day, member points and vouchers, classified ads, community events and polls, and the guide, map and AR view of the grassland culture scenic area.</p>
<h3>Opening hours</h3>
<ul><li>Monday to Friday 9:30-20:00</li><li>Saturday and Sunday 8:30-21:00</li></ul>
<p>Customer service <a href="tel:400-820-0163">400-820-0163</a>, email <a href="mailto:service@citylife.example">service@citylife.example</a>.</p>
<figure><img src="/static/banners/about.svg" alt="Grassland and city"><figcaption>A city where the grassland, the desert and the Yellow River meet</figcaption></figure>`;

const ABOUT_MN = `<h2>City Life-ийн тухай</h2>
<p>City Life нь оршин суугчид болон жуулчдад өдөр тутмын амьдрал, худалдаа, аялалын үйлчилгээ үзүүлдэг: өдөр бүр шинэ ногоо хүргэх, гишүүний оноо ба эрхийн бичиг, зарын булан, олон нийтийн арга хэмжээ ба санал асуулга, мөн тал нутгийн соёлын аялал жуулчлалын бүсийн хөтөч, газрын зураг, AR харагдац.</p>
<h3>Ажлын цаг</h3>
<ul><li>Даваагаас баасан 9:30-20:00</li><li>Бямба, ням 8:30-21:00</li></ul>
<p>Үйлчилгээний утас <a href="tel:400-820-0163">400-820-0163</a>, цахим шуудан <a href="mailto:service@citylife.example">service@citylife.example</a>.</p>
<figure><img src="/static/banners/about.svg" alt="Тал нутаг ба хот"><figcaption>Тал нутаг, элсэн цөл, Шар мөрөн нийлсэн хот</figcaption></figure>`;

const PRIVACY_EN = `<h2>Privacy policy</h2>
<p>This policy explains how we collect, use and protect your personal information. By using the service you agree to it.</p>
<h3>What we collect</h3>
<ol>
<li><strong>Account</strong>: mobile number, nickname and avatar, to sign you in and know who you are.</li>
<li><strong>Orders</strong>: delivery address, contact and phone, for delivery.</li>
<li><strong>Location</strong>: only while you use the scenic-area map, directions and the AR view; no track is kept.</li>
<li><strong>Return registration</strong>: name, ID card number, trip and health, given only to your community.</li>
</ol>
<h3>How we protect it</h3>
<p>We keep only what the service needs, encrypt it in transit and never sell your personal information. You can see and change your details in the member centre at any time, or ask customer service to delete your account.</p>
<p>This policy applies from 1 January 2026.</p>`;

const PRIVACY_MN = `<h2>Нууцлалын бодлого</h2>
<p>Энэхүү бодлого нь бид таны хувийн мэдээллийг хэрхэн цуглуулж, ашиглаж, хамгаалдгийг тайлбарлана. Үйлчилгээг ашигласнаар та үүнийг зөвшөөрсөнд тооцно.</p>
<h3>Бидний цуглуулдаг мэдээлэл</h3>
<ol>
<li><strong>Бүртгэл</strong>: утасны дугаар, хоч нэр, зураг — нэвтрэх болон таныг таних зорилгоор.</li>
<li><strong>Захиалга</strong>: хүргэлтийн хаяг, холбогдох хүн, утас — хүргэлтэд.</li>
<li><strong>Байршил</strong>: зөвхөн аялалын бүсийн газрын зураг, чиглэл, AR харагдацыг ашиглах үед; замналыг хадгалахгүй.</li>
<li><strong>Буцаж ирсний бүртгэл</strong>: нэр, иргэний үнэмлэхийн дугаар, аялал, эрүүл мэнд — зөвхөн таны хороонд өгнө.</li>
</ol>
<h3>Мэдээллийн хамгаалалт</h3>
<p>Бид үйлчилгээнд шаардлагатай мэдээллийг л хадгалж, дамжуулахдаа шифрлэдэг бөгөөд таны хувийн мэдээллийг хэзээ ч худалдахгүй. Та «Гишүүний төв»-д мэдээллээ хүссэн үедээ харж, засах эсвэл бүртгэлээ устгуулахаар үйлчилгээний төвд хандаж болно.</p>
<p>Энэхүү бодлого 2026 оны 1-р сарын 1-нээс хүчин төгөлдөр.</p>`;

const RULES_EN = `<h2>Scenic area visitor rules</h2>
<table><thead><tr><th>Item</th><th>Details</th></tr></thead>
<tbody>
<tr><td>Opening hours</td><td>Monday to Friday 9:30-20:00, weekends 8:30-21:00</td></tr>
<tr><td>Horse and camel rides</td><td>Children under 12 must be with a parent</td></tr>
<tr><td>Lake</td><td>No swimming; wear a life jacket in a kayak</td></tr>
<tr><td>Desert</td><td>Protect yourself from the sun and drink plenty of water</td></tr>
</tbody></table>
<p>Do not light fires on the grassland, and take rubbish to the marked places. Enjoy your visit!</p>`;

const RULES_MN = `<h2>Аялал жуулчлалын бүсэд зочлох журам</h2>
<table><thead><tr><th>Зүйл</th><th>Тайлбар</th></tr></thead>
<tbody>
<tr><td>Ажлын цаг</td><td>Даваагаас баасан 9:30-20:00, амралтын өдөр 8:30-21:00</td></tr>
<tr><td>Морь, тэмээ унах</td><td>12 хүртэлх насны хүүхэд эцэг эхийн хамт байна</td></tr>
<tr><td>Нуур</td><td>Усанд сэлэхийг хориглоно; завинд аврах хантааз өмсөнө</td></tr>
<tr><td>Элсэн цөл</td><td>Нарнаас хамгаалж, ус сайн уугаарай</td></tr>
</tbody></table>
<p>Тал хээр гал түлэхгүй байж, хог хаягдлаа тусгай цэгт хаяна уу. Сайхан аялаарай!</p>`;

/** Pages, banners, home menu entries, jump links, share cards and the area tree. */
export async function seedContent(db: Db, now: Date): Promise<void> {
  await seedTranslated(db, pages, [
    {
      id: 1,
      title: '关于我们',
      content: ABOUT,
      translations: {
        en: { title: 'About us', content: ABOUT_EN },
        mn: { title: 'Бидний тухай', content: ABOUT_MN },
      },
      updatedAt: now,
    },
    {
      id: 2,
      title: '隐私政策',
      content: PRIVACY,
      translations: {
        en: { title: 'Privacy policy', content: PRIVACY_EN },
        mn: { title: 'Нууцлалын бодлого', content: PRIVACY_MN },
      },
      updatedAt: now,
    },
    {
      id: 3,
      title: '景区游览须知',
      content: RULES,
      translations: {
        en: { title: 'Visitor rules', content: RULES_EN },
        mn: { title: 'Зочлох журам', content: RULES_MN },
      },
      updatedAt: now,
    },
  ]);

  await seedTranslated(db, banners, [
    {
      id: 1,
      group: 'indexslider',
      title: '新鲜蔬菜每日达',
      translations: {
        en: { title: 'Fresh vegetables every day' },
        mn: { title: 'Өдөр бүр шинэ ногоо' },
      },
      img: '/static/banners/slider-1.svg',
      url: '/shoppingcart/item/1',
      seq: 1,
    },
    {
      id: 2,
      group: 'indexslider',
      title: '草原文化景区',
      translations: {
        en: { title: 'Grassland culture park' },
        mn: { title: 'Тал нутгийн соёлын цогцолбор' },
      },
      img: '/static/banners/slider-2.svg',
      url: '/tour/site/1',
      seq: 2,
    },
    {
      id: 3,
      group: 'indexslider',
      title: '景区地图导览',
      translations: {
        en: { title: 'Scenic area map guide' },
        mn: { title: 'Аялалын бүсийн газрын зураг' },
      },
      img: '/static/banners/slider-3.svg',
      url: '/tour/index',
      seq: 3,
    },
    {
      id: 4,
      group: 'homesale',
      title: '本周特价',
      translations: {
        en: { title: "This week's offers" },
        mn: { title: '7 хоногийн хямдрал' },
      },
      img: '/static/banners/sale-1.svg',
      url: '/shoppingcart/item/1',
      seq: 1,
    },
    {
      id: 5,
      group: 'homesale',
      title: '会员专享',
      translations: { en: { title: 'For members' }, mn: { title: 'Гишүүдэд зориулав' } },
      img: '/static/banners/sale-2.svg',
      url: '/shoppingcart/item/2',
      seq: 2,
    },
    {
      id: 6,
      group: 'homesale',
      title: '半日经典游',
      translations: { en: { title: 'Half-day classic tour' }, mn: { title: 'Хагас өдрийн аялал' } },
      img: '/static/banners/sale-3.svg',
      url: '/tour/route/1',
      seq: 3,
    },
  ]);

  const menu = (
    id: number,
    key: string,
    names: [string, string, string],
    url: string,
    requiresAuth = false,
  ) => ({
    id,
    names: { 'zh-Hans': names[0], en: names[1], mn: names[2] },
    icon: `/static/city/menu/${key}.svg`,
    url,
    requiresAuth,
    seq: id,
  });
  await insertMissing(db, menus, [
    menu(1, 'grocery', ['买菜', 'Groceries', 'Хүнс'], '/shoppingcart/index'),
    menu(2, 'member', ['会员中心', 'Member centre', 'Гишүүн'], '/member/center', true),
    menu(3, 'tour', ['景区导览', 'Tourism', 'Аялал'], '/tour/index'),
    menu(4, 'classified', ['分类信息', 'Classifieds', 'Зар'], '/classified/index'),
    menu(5, 'event', ['活动', 'Events', 'Арга хэмжээ'], '/event/index'),
    menu(6, 'poll', ['投票', 'Polls', 'Санал'], '/poll/index'),
    menu(7, 'pricelist', ['今日菜价', 'Prices', 'Үнэ'], '/pricelist/index'),
    menu(8, 'feedback', ['意见反馈', 'Feedback', 'Санал хүсэлт'], '/feedback'),
    menu(
      9,
      'registration',
      ['返乡登记', 'Return registration', 'Буцаж ирсний бүртгэл'],
      '/registration',
      true,
    ),
  ]);

  await insertMissing(db, jumpLinks, [
    { id: 1, url: '/tour/index', enabled: true },
    { id: 2, url: '/event/index', enabled: true },
    { id: 3, url: '/page/1', enabled: true },
    { id: 4, url: '/poll/detail/3', enabled: false },
  ]);

  await seedTranslated(db, shareCards, [
    {
      id: 1,
      pathPrefix: '/',
      title: 'City Life 城市生活',
      desc: '买菜、活动、分类信息和景区导览，一个应用就够了。',
      imgUrl: '/static/banners/share-home.svg',
      translations: {
        en: {
          title: 'City Life',
          desc: "Groceries, events, classifieds and the scenic area's guide, all in one app.",
        },
        mn: {
          title: 'City Life хотын амьдрал',
          desc: 'Хүнс, арга хэмжээ, зар, аялалын хөтөч бүгд нэг аппад.',
        },
      },
    },
    {
      id: 2,
      pathPrefix: '/tour',
      title: '景区导览',
      desc: '景点、路线和地图，一机游景区。',
      imgUrl: '/static/banners/share-tour.svg',
      translations: {
        en: {
          title: 'Scenic area guide',
          desc: 'Sights, routes and the map: tour the park with your phone.',
        },
        mn: {
          title: 'Аялалын бүсийн хөтөч',
          desc: 'Үзвэр, маршрут, газрын зураг: утсаараа аялаарай.',
        },
      },
    },
    {
      id: 3,
      pathPrefix: '/event',
      title: '社区活动',
      desc: '亲子、户外和公益活动，快来报名。',
      imgUrl: '/static/banners/share-event.svg',
      translations: {
        en: {
          title: 'Community events',
          desc: 'Family, outdoor and volunteering events: sign up now.',
        },
        mn: {
          title: 'Олон нийтийн арга хэмжээ',
          desc: 'Гэр бүл, гадаа, сайн дурын арга хэмжээнд бүртгүүлээрэй.',
        },
      },
    },
    {
      id: 4,
      pathPrefix: '/poll',
      title: '投票评选',
      desc: '为你喜欢的作品投上一票。',
      imgUrl: '/static/banners/share-poll.svg',
      translations: {
        en: { title: 'Polls', desc: 'Vote for the entries you like.' },
        mn: { title: 'Санал асуулга', desc: 'Таалагдсан бүтээлдээ саналаа өгөөрэй.' },
      },
    },
    {
      id: 5,
      pathPrefix: '/classified',
      title: '分类信息',
      desc: '二手、租房、招聘和生活服务。',
      imgUrl: '/static/banners/share-classified.svg',
      translations: {
        en: { title: 'Classifieds', desc: 'Second-hand goods, rentals, jobs and local services.' },
        mn: { title: 'Зар мэдээ', desc: 'Хуучин бараа, түрээс, ажлын байр, үйлчилгээ.' },
      },
    },
    {
      id: 6,
      pathPrefix: '/shoppingcart',
      title: '在线买菜',
      desc: '新鲜蔬菜，当天送达。',
      imgUrl: '/static/banners/share-grocery.svg',
      translations: {
        en: { title: 'Groceries online', desc: 'Fresh vegetables, delivered the same day.' },
        mn: { title: 'Онлайн хүнс', desc: 'Шинэ ногоо, тухайн өдөртөө хүргэнэ.' },
      },
    },
  ]);

  for (const table of ['pages', 'banners', 'menus', 'jump_links', 'share_cards'])
    await syncSequence(db, table);
  await seedAreas(db);
}
