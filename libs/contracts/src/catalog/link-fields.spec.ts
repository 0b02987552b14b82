import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { UpdateSiteSettingsDto } from '../admin/site-settings.dto';
import { CreatePostDto, CreateTrickVideoDto } from '../posts/posts.dto';
import { UpdateProfileDto } from '../social/profiles.dto';
import { CreateTrickDto, UpdateTrickDto } from '../tricks/tricks.dto';
import { PUBLIC_LINK_MESSAGE } from '../links/public-link';

type Dto = new () => object;

/** Every field whose link a browser fetches or opens, with a request that is valid but for it. */
const LINK_FIELDS: [Dto, string, object, (host: string) => string][] = [
  [CreatePostDto, 'imageUrl', { content: 'a' }, (host) => `http://${host}/a.png`],
  [CreatePostDto, 'videoUrl', { content: 'a' }, (host) => `http://${host}/a.mp4`],
  [CreateTrickVideoDto, 'videoUrl', { content: 'a', trickIds: ['gw-1'] }, (host) => `http://${host}/a.mp4`],
  [UpdateProfileDto, 'profilePicture', {}, (host) => `http://${host}/me.png`],
  [UpdateProfileDto, 'headerVideo', {}, (host) => `http://${host}/me.mp4`],
  [
    CreateTrickDto,
    'videoUrl',
    { name: 'Ollie', category: 'basics', difficulty: 'beginner' },
    (host) => `http://${host}/ollie.mp4`,
  ],
  [UpdateTrickDto, 'videoUrl', {}, (host) => `http://${host}/ollie.mp4`],
  [UpdateSiteSettingsDto, 'storeUrl', {}, (host) => `https://${host}/shop`],
];

function problemsOf(dto: Dto, body: object): Record<string, string[]> {
  const errors = validateSync(plainToInstance(dto, body), { whitelist: true, forbidNonWhitelisted: true });
  return Object.fromEntries(errors.map((error) => [error.property, Object.values(error.constraints ?? {})]));
}

const CASES = LINK_FIELDS.map(([dto, field, valid, link]) => ({ name: dto.name, dto, field, valid, link }));

describe('PublicLink on every link field', () => {
  it.each(CASES)('$name $field accepts a public link', ({ dto, field, valid, link }) => {
    expect(problemsOf(dto, { ...valid, [field]: link('cdn.example.com') })).toEqual({});
  });

  it.each(CASES)(
    '$name $field refuses a loopback, private or metadata address with the reason',
    ({ dto, field, valid, link }) => {
      for (const host of ['127.0.0.1', '10.0.0.7', '169.254.169.254', '[::1]', '2130706433', 'localhost']) {
        const problems = problemsOf(dto, { ...valid, [field]: link(host) });
        // A format rule may refuse the odder forms too (validator.js's `IsUrl` takes no bare number).
        expect({ host, problems }).toEqual({
          host,
          problems: { [field]: expect.arrayContaining([PUBLIC_LINK_MESSAGE]) },
        });
      }
    },
  );
});
