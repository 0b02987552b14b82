import { Mail, Trees } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PRODUCT_NAME } from '@/lib/product';
import { DEFAULT_CONTACT_EMAIL, usePublicConfig } from '@/lib/public-config';

/** `/about`: the park and how to reach it. */
export function AboutPage() {
  // The configured address when the server gives one; the default until then (nothing to wait for).
  const contactEmail = usePublicConfig().data?.contactEmail ?? DEFAULT_CONTACT_EMAIL;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <PageHeader title={`About ${PRODUCT_NAME}`} className="mb-2" />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Trees aria-hidden className="size-5 text-ring" />
            Welcome to {PRODUCT_NAME}
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 leading-relaxed text-muted-foreground">
          <p>
            {PRODUCT_NAME} is a private skatepark tucked away in the American backcountry, a long gravel road
            from anywhere. We poured the first bowl in 2023 with a handful of friends, a borrowed mixer and
            more enthusiasm than concrete, and we have been adding ledges, rails and transitions ever since.
          </p>
          <p>
            The park is built for the locals who skate it every evening and for the professionals who come out
            to film, train and push their limits away from the crowds. Media crews are welcome to shoot here,
            and so is anyone who just wants a fun session under the pines.
          </p>
          <p>
            This app is where the park lives between sessions: log the tricks you land, post your clips, get
            them verified by the crew, climb the leaderboard, and connect with the brands that back our
            skaters.
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Mail aria-hidden className="size-5 text-ring" />
            Contact Us
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-2 text-muted-foreground">
          <p>Questions about the park, a filming day, or a sponsorship? Write to us:</p>
          <p>
            <a
              href={`mailto:${contactEmail}`}
              className="font-medium text-link underline-offset-4 hover:underline"
            >
              {contactEmail}
            </a>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
