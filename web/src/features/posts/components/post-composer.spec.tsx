import { POST_MESSAGES } from '@boonies/contracts/posts';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type Routes } from '@/test/fetch-mock';
import { makeTrick, makeUser, ok, signedInAs } from '@/test/fixtures';
import { EMPTY_FEEDS, makePost } from '@/test/posts-api';
import { renderApp } from '@/test/render-app';
import { expectToast } from '@/test/toasts';

const FLIPS = [
  'Kickflip',
  'Heelflip',
  'Varial Flip',
  'Hardflip',
  'Inward Heelflip',
  'Flip Out',
  'Tre Flip',
].map((name, index) => makeTrick({ id: `sg-${index + 1}`, name, category: 'flip-foundation' }));
const CATALOGUE = [...FLIPS, makeTrick({ id: 'fund-4', name: 'Ollie' })];

function serve(user = makeUser(), routes: Routes = {}) {
  return mockFetch({
    'GET /api/auth/me': signedInAs(user),
    'GET /api/tricks/trending': ok([]),
    'GET /api/tricks': ok(CATALOGUE),
    ...EMPTY_FEEDS,
    ...routes,
  });
}

async function openComposer(user = makeUser(), routes: Routes = {}) {
  const requests = serve(user, routes);
  const app = renderApp('/');
  const form = await screen.findByRole('form', { name: 'New post' });
  return { ...app, requests, form: within(form) };
}

describe('post composer', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('offers Text, Image, Video and Trick to skaters, and no Trick tab to brands', async () => {
    const { form, unmount } = await openComposer();
    expect(form.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Text',
      'Image',
      'Video',
      'Trick',
    ]);
    unmount();

    const brand = await openComposer(makeUser({ isBrand: true }));
    expect(brand.form.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Text', 'Image', 'Video']);
  });

  it('checks an image URL before adding it, previews it, and hides it if it fails to load', async () => {
    const { form, user } = await openComposer();
    await user.click(form.getByRole('tab', { name: 'Image' }));
    const add = form.getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(form.getByText(/Imgur or Postimages/)).toBeInTheDocument();

    await user.type(form.getByLabelText('Image URL'), 'not a link');
    await user.click(add);
    await expectToast('Invalid URL', 'Please enter a valid image URL');
    expect(form.queryByRole('img')).not.toBeInTheDocument();

    await user.clear(form.getByLabelText('Image URL'));
    await user.type(form.getByLabelText('Image URL'), '  https://i.imgur.com/kick.jpg  ');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await expectToast('Image URL added successfully!');
    const preview = form.getByRole('img', { name: 'Image to post' });
    expect(preview).toHaveAttribute('src', 'https://i.imgur.com/kick.jpg');
    expect(preview).toHaveClass('max-h-[12rem]');

    fireEvent.error(preview);
    expect(form.queryByRole('img', { name: 'Image to post' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Remove image' }));
    expect(form.getByLabelText('Image URL')).toHaveValue('');
  });

  it('clears the image when switching back to Text', async () => {
    const { form, user } = await openComposer();
    await user.click(form.getByRole('tab', { name: 'Image' }));
    await user.type(form.getByLabelText('Image URL'), 'https://i.imgur.com/kick.jpg');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await user.click(form.getByRole('tab', { name: 'Text' }));
    await user.click(form.getByRole('tab', { name: 'Image' }));
    expect(form.queryByRole('img')).not.toBeInTheDocument();
    expect(form.getByLabelText('Image URL')).toHaveValue('');
  });

  it('embeds a YouTube link and refuses a link it cannot play', async () => {
    const { form, user } = await openComposer();
    await user.click(form.getByRole('tab', { name: 'Video' }));
    await user.type(form.getByLabelText('Video link'), 'https://example.com/not-a-video');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await expectToast('Unsupported video link', POST_MESSAGES.invalidVideoUrl);

    await user.clear(form.getByLabelText('Video link'));
    await user.type(form.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByTitle('Video to post')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('takes or chooses a photo or a clip from the phone beside the link, one or the other', async () => {
    const { form, user } = await openComposer();
    // Offline, the chosen file waits: nothing is uploaded yet, and the post would be queued.
    act(() => onlineManager.setOnline(false));
    await user.click(form.getByRole('tab', { name: 'Image' }));
    const photoInput = form.getByLabelText('Take or choose a photo');
    expect(photoInput).toHaveAttribute('type', 'file');
    expect(photoInput).toHaveAttribute('accept', 'image/*');
    expect(photoInput).toHaveAttribute('capture', 'environment');
    expect(form.getByLabelText('Image URL')).toBeInTheDocument();

    await user.click(form.getByRole('tab', { name: 'Video' }));
    const clipInput = form.getByLabelText('Take or choose a clip');
    expect(clipInput).toHaveAttribute('accept', 'video/*');
    const clip = new File([new Uint8Array(2.5 * 1024 * 1024)], 'kickflip.mp4', { type: 'video/mp4' });
    await user.upload(clipInput, clip);

    // The file replaces the link field; its name, size and a way to take it off show instead.
    expect(form.queryByLabelText('Video link')).not.toBeInTheDocument();
    expect(form.getByText('kickflip.mp4 · 2.5 MB')).toBeInTheDocument();
    await user.type(form.getByLabelText('What’s happening at the park?'), 'Filmed at the ledge');
    expect(form.getByRole('button', { name: 'Post when back online' })).toBeEnabled();
    expect(
      form.getByText(/post it now and it uploads and goes out when you’re back online/),
    ).toBeInTheDocument();

    // A photo does not go with the clip's tab: switching drops it, and the link is back.
    await user.click(form.getByRole('tab', { name: 'Image' }));
    await user.click(form.getByRole('tab', { name: 'Video' }));
    expect(form.queryByText(/kickflip\.mp4/)).not.toBeInTheDocument();
    expect(form.getByLabelText('Video link')).toBeInTheDocument();

    // And a link added first puts the file picker aside.
    await user.type(form.getByLabelText('Video link'), 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(form.getByRole('button', { name: 'Add' }));
    expect(form.queryByLabelText('Take or choose a clip')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
  });

  it('suggests at most five tricks to tag, never one already chosen, by keyboard too', async () => {
    const { form, user } = await openComposer();
    const search = form.getByRole('combobox', { name: 'Tag tricks' });
    await user.type(search, 'FLIP');
    const listbox = await screen.findByRole('listbox', { name: 'Trick suggestions' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(5));

    await user.keyboard('{ArrowDown}{Enter}');
    const chosen = within(form.getByRole('list', { name: 'Chosen tricks' }));
    const [picked] = chosen.getAllByRole('listitem').map((item) => item.textContent);
    expect(search).toHaveValue('');

    await user.type(search, 'flip');
    const options = within(screen.getByRole('listbox', { name: 'Trick suggestions' })).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.map((option) => option.textContent)).not.toContain(picked);
  });

  it('hides the suggestions 200 ms after the field loses focus', async () => {
    const { form, user } = await openComposer();
    await user.type(form.getByRole('combobox', { name: 'Tag tricks' }), 'ollie');
    expect(await screen.findByRole('option', { name: 'Ollie' })).toBeVisible();

    await user.tab();
    expect(screen.getByRole('option', { name: 'Ollie' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('posts non-blank text with tagged tricks, then clears the form', async () => {
    const { form, user, requests } = await openComposer(makeUser(), {
      'POST /api/posts': ok(makePost({ content: 'Session at the bowl' })),
    });
    const post = form.getByRole('button', { name: 'Post' });
    await user.type(form.getByLabelText('What’s happening at the park?'), '   ');
    expect(post).toBeDisabled();

    await user.type(form.getByLabelText('What’s happening at the park?'), 'Session at the bowl ');
    await user.type(form.getByRole('combobox', { name: 'Tag tricks' }), 'ollie');
    await user.click(await screen.findByRole('option', { name: 'Ollie' }));
    await user.click(post);

    await expectToast('Post created successfully!');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      content: 'Session at the bowl',
      taggedTricks: ['fund-4'],
    });
    expect(form.getByLabelText('What’s happening at the park?')).toHaveValue('');
    expect(form.queryByRole('list', { name: 'Chosen tricks' })).not.toBeInTheDocument();
  });

  it('refuses to post offline, keeps the text, and posts it once back online', async () => {
    const { form, user, requests } = await openComposer(makeUser(), {
      'POST /api/posts': ok(makePost({ content: 'Bowl is dry' })),
    });
    const field = form.getByLabelText('What’s happening at the park?');
    await user.type(field, 'Bowl is dry');

    act(() => onlineManager.setOnline(false));
    const post = form.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    expect(post).toHaveAccessibleDescription(
      "You're offline: your post stays here and can be sent once you're back.",
    );
    fireEvent.submit(screen.getByRole('form', { name: 'New post' }));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    expect(field).toHaveValue('Bowl is dry');

    act(() => onlineManager.setOnline(true));
    await user.click(post);
    await expectToast('Post created successfully!');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ content: 'Bowl is dry' });
  });

  it('shows the server’s reason when a post fails', async () => {
    const { form, user } = await openComposer(makeUser(), {
      'POST /api/posts': {
        status: 400,
        json: { error: 'Post content cannot be empty', code: 'VALIDATION_FAILED' },
      },
    });
    await user.type(form.getByLabelText('What’s happening at the park?'), 'Hello');
    await user.click(form.getByRole('button', { name: 'Post' }));
    await expectToast('Error creating post', 'Post content cannot be empty');
  });

  it('posts a trick video once it has a description, a clip and a trick', async () => {
    const { form, user, requests } = await openComposer(makeUser(), {
      'POST /api/posts/trick-video': ok(makePost({ postType: 'trick_video' })),
    });
    await user.click(form.getByRole('tab', { name: 'Trick' }));
    const submit = form.getByRole('button', { name: 'Post trick video' });
    expect(submit).toBeDisabled();
    expect(
      form.getByText(/Still needed: a description, a clip or a video link, at least one trick/),
    ).toBeInTheDocument();

    await user.type(form.getByLabelText('Description'), 'First kickflip down the three');
    await user.type(form.getByLabelText('Video link'), 'https://cdn.example.com/kickflip.mp4');
    await user.click(form.getByRole('button', { name: 'Add' }));
    const picker = within(await screen.findByRole('group', { name: 'Select Tricks' }));
    await user.type(picker.getByRole('searchbox', { name: 'Search tricks by name' }), 'kick');
    await user.click(await picker.findByRole('checkbox', { name: 'Kickflip' }));
    expect(submit).toBeEnabled();
    await user.click(submit);

    await expectToast('Trick video posted with 1 trick(s)! Community can now vote to verify them.');
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      content: 'First kickflip down the three',
      videoUrl: 'https://cdn.example.com/kickflip.mp4',
      trickIds: ['sg-1'],
    });
    expect(form.getByLabelText('Description')).toHaveValue('');
    expect(form.getByLabelText('Video link')).toHaveValue('');
  });

  it('filters the trick picker by category, with All to undo it', async () => {
    const { form, user } = await openComposer();
    await user.click(form.getByRole('tab', { name: 'Trick' }));
    const picker = within(await screen.findByRole('group', { name: 'Select Tricks' }));
    await picker.findByRole('checkbox', { name: 'Ollie' });
    await user.selectOptions(picker.getByLabelText('Category'), 'Flip Foundation');
    expect(picker.queryByRole('checkbox', { name: 'Ollie' })).not.toBeInTheDocument();
    expect(picker.getAllByRole('checkbox')).toHaveLength(FLIPS.length);
    await user.selectOptions(picker.getByLabelText('Category'), 'All');
    expect(picker.getAllByRole('checkbox')).toHaveLength(CATALOGUE.length);
  });

  it('says the trick video failed, with the server’s reason', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { form, user } = await openComposer(makeUser(), {
      'POST /api/posts/trick-video': { status: 503, text: '' },
    });
    await user.click(form.getByRole('tab', { name: 'Trick' }));
    await user.type(form.getByLabelText('Description'), 'Tre flip');
    await user.type(form.getByLabelText('Video link'), 'https://vimeo.com/76979871');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await user.type(form.getByRole('combobox', { name: 'Tag tricks' }), 'tre');
    await user.click(await screen.findByRole('option', { name: 'Tre Flip' }));
    await user.click(form.getByRole('button', { name: 'Post trick video' }));
    await expectToast('Error posting trick video', 'Failed to create post');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
