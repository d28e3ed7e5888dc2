const { chromium } = require('playwright');
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const [id, file, full] of [['portal-home-homepage--with-news', '/tmp/home-with-news.png', true], ['portal-home-pressarticlemodal--filled', '/tmp/press-filled.png', false], ['portal-home-newsmodal--confirm-delete', '/tmp/news-confirm.png', false]]) {
    await page.goto(`http://127.0.0.1:6231/iframe.html?id=${id}&viewMode=story`);
    await page.waitForTimeout(7000);
    await page.screenshot({ path: file, fullPage: full });
  }
  await browser.close();
})();
