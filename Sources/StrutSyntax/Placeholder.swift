enum PlaceholderStrutSyntax {}
