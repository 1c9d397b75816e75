import { expect, test } from './fixtures'

test('the home page shows the four newest Toronto homes from the local service', async ({
  page,
  visit,
}) => {
  await visit('/')
  const section = page.getByRole('region', { name: 'Homes in Toronto' })
  await expect(section.getByRole('article')).toHaveCount(4)
  await expect(section.getByRole('article').first()).toContainText('$')
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true })
})
