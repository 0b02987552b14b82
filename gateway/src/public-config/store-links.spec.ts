import { storeLinksOf } from './store-links';

describe('storeLinksOf', () => {
  it('falls back to the deployment STORE_URL, framed, while no link is saved', () => {
    expect(storeLinksOf(null, 'https://shop.example.com/')).toEqual({
      storeUrl: 'https://shop.example.com/',
      merchandiseUrl: 'https://shop.example.com/',
    });
  });

  it('offers a saved link on another origin without framing it (the CSP would refuse the frame)', () => {
    expect(storeLinksOf('https://merch.example.org/tees', 'https://shop.example.com/')).toEqual({
      storeUrl: null,
      merchandiseUrl: 'https://merch.example.org/tees',
    });
    expect(storeLinksOf('https://merch.example.org/tees', null)).toEqual({
      storeUrl: null,
      merchandiseUrl: 'https://merch.example.org/tees',
    });
  });

  it('frames a saved link on the STORE_URL origin', () => {
    expect(storeLinksOf('https://shop.example.com/summer', 'https://shop.example.com/')).toEqual({
      storeUrl: 'https://shop.example.com/summer',
      merchandiseUrl: 'https://shop.example.com/summer',
    });
  });

  it('has nothing when neither is set', () => {
    expect(storeLinksOf(null, null)).toEqual({ storeUrl: null, merchandiseUrl: null });
  });
});
